/** The operations of an OpenAPI document (the api's `/api/openapi.json`) as the matrix and the fuzzer walk them. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
}

export interface WalkedOperation {
  /** `METHOD /path`, as the authorization table keys it. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  multipart: boolean;
  /** Documented without a bearer (`security: []`). */
  public: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

export function walkOperations(doc: unknown): WalkedOperation[] {
  const out: WalkedOperation[] = [];
  for (const [path, methods] of Object.entries((doc as Document).paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = Object.entries(op.requestBody?.content ?? {})[0];
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}] as const),
        ),
        body: content?.[1].schema,
        multipart: content?.[0] === 'multipart/form-data',
        public: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return out;
}

/** Fills `{param}`s (URI-encoded). Throws for a parameter without a value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

export function queryString(query: Record<string, string | number> = {}): string {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return q ? `?${q}` : '';
}

/** A multipart body of plain fields (arrays as repeated `name[]` fields, objects as JSON). */
export function formOf(fields: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value)) for (const v of value) form.append(`${name}[]`, String(v));
    else if (value !== undefined)
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** The api's error shape: `{ message, error }` and nothing else. */
export function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return (
    Object.keys(b).sort().join(',') === 'error,message' &&
    typeof b.message === 'string' &&
    !!b.error &&
    typeof b.error === 'object'
  );
}
