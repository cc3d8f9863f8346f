import { DockerfileParser, type Instruction, type ModifiableInstruction } from 'dockerfile-ast';

export interface DockerInstruction {
  keyword: string;
  /** `--name=value` flags (COPY --from, HEALTHCHECK --interval…). */
  flags: Record<string, string>;
  /** The words after the flags, as the shell form splits them. */
  args: string[];
  /** The text after the keyword and the flags. */
  text: string;
}

export interface DockerStage {
  name: string;
  /** The image or the stage it starts from. */
  from: string;
  instructions: DockerInstruction[];
}

const hasFlags = (i: Instruction): i is ModifiableInstruction =>
  typeof (i as ModifiableInstruction).getFlags === 'function';

/** A Dockerfile's build stages in order, each with its instructions (`FROM` excluded). */
export function dockerStages(dockerfile: string): DockerStage[] {
  const stages: DockerStage[] = [];
  for (const instruction of DockerfileParser.parse(dockerfile).getInstructions()) {
    const keyword = instruction.getKeyword().toUpperCase();
    const words = instruction.getArguments().map((a) => a.getValue());
    if (keyword === 'FROM') {
      const as = words.findIndex((w) => w.toUpperCase() === 'AS');
      stages.push({
        from: words[0] ?? '',
        name: as >= 0 ? (words[as + 1] ?? '') : String(stages.length),
        instructions: [],
      });
      continue;
    }
    const flags = Object.fromEntries(
      (hasFlags(instruction) ? instruction.getFlags() : []).map((f) => [f.getName(), f.getValue() ?? '']),
    );
    const content = instruction.getArgumentsContent() ?? '';
    const text = content.replace(/^(?:\s*--[a-z-]+(?:=\S*)?)*\s*/i, '');
    stages.at(-1)?.instructions.push({ keyword, flags, args: words, text });
  }
  return stages;
}

/** The command of an exec-form (`["node", "x"]`) or shell-form instruction text, as words. */
export function commandWords(text: string): string[] {
  const trimmed = text.trim();
  return trimmed.startsWith('[') ? (JSON.parse(trimmed) as string[]) : trimmed.split(/\s+/);
}

/** The `npm ci` / `npm install` commands a stage runs (each `&&`-separated part of its RUNs). */
export function npmInstalls(stage: DockerStage): string[] {
  return stage.instructions
    .filter((i) => i.keyword === 'RUN')
    .flatMap((i) => i.text.split(/&&|;|\|\|/))
    .map((part) => part.trim())
    .filter((part) => /^npm\s+(ci|install|i)\b/.test(part));
}

/** A COPY's sources and destination (flags excluded). */
export function copyPaths(copy: DockerInstruction): { sources: string[]; destination: string } {
  const words = copy.text.trim().startsWith('[') ? commandWords(copy.text) : copy.args;
  return { sources: words.slice(0, -1), destination: words.at(-1) ?? '' };
}
