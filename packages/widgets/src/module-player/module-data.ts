import { type Client, getModule, type Module, type User } from '@modkit/sdk';
import { loadProfile } from '../runtime/profile';

export interface ModuleData {
  profile: User;
  /** The module with tags and careers (the preview). */
  preview: Module;
  /** The module with tabs and projects (the module page). */
  content: Module;
}

/** Everything the player shows, in parallel: the profile, the preview and the module page's content. */
export async function loadModuleData(
  client: Client,
  moduleId: number,
  freshProfile = false,
): Promise<ModuleData> {
  const [profile, preview, content] = await Promise.all([
    loadProfile(client, freshProfile),
    getModule(client, moduleId, { include: 'tags,careers' }),
    getModule(client, moduleId, { include: 'projects,tabs' }),
  ]);
  return { profile, preview, content };
}

/** The editor contents of one tab, joined: its HTML and its CSS. */
export function tabContent(module: Module, index: number): { html: string; css: string } {
  const contents = module.tabs?.[index]?.contents ?? [];
  return {
    html: contents.map((c) => c.html ?? '').join(''),
    css: contents.map((c) => c.css ?? '').join('\n'),
  };
}
