/** Where the LTI tool answers, next to the api (`/api` → `/lti`). */
function ltiBaseOf(apiBaseURL: string): string {
  return apiBaseURL.replace(/\/api\/?$/, '/lti');
}

/**
 * Trades the single-use code of an LMS hand-off (`/launch/lti?code=…`, 60 s) for the user's token and the
 * app path the widget asked for. Throws the tool's message for a used, unknown or expired code.
 */
export async function exchangeLaunchCode(
  apiBaseURL: string,
  code: string,
): Promise<{ token: string; path: string | null }> {
  const res = await fetch(`${ltiBaseOf(apiBaseURL)}/exchange`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const body = (await res.json().catch(() => ({}))) as {
    message?: string;
    data?: { token: string; target?: { app?: string } };
  };
  if (!res.ok || !body.data) throw new Error(body.message ?? 'This link has expired or is not valid.');
  const path = body.data.target?.app;
  return { token: body.data.token, path: typeof path === 'string' && /^\/(?!\/)/.test(path) ? path : null };
}
