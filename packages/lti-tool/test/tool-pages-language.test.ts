/**
 * The tool's own pages besides the launch page (issue 26): the refusal page and the content picker are in
 * the LMS's language (`launch_presentation.locale`), else the browser's (`Accept-Language`), else English,
 * with `lang` and `dir`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM } from './platform/test-platform';
import { type Harness, launch, login, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';
let users = 0;

/** A deep-linking request in `locale` (a teacher's, or a learner's, which is refused). */
function deepLinking(locale: string) {
  return {
    [`${CLAIM}message_type`]: 'LtiDeepLinkingRequest',
    [`${CLAIM}resource_link`]: undefined,
    [`${CLAIM}launch_presentation`]: { document_target: 'iframe', locale },
    'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
      deep_link_return_url: `${h.platform.url}/deep-link-return`,
      accept_types: ['ltiResourceLink'],
      accept_presentation_document_targets: ['iframe'],
      accept_multiple: true,
    },
  };
}

/** A launch with these claims; `state` replaces the login's own (a launch this tool never started). */
async function launchPage(
  extra: Record<string, unknown>,
  options: { roles?: string[]; state?: string } = {},
) {
  const started = await login(h);
  const claims = h.platform.claims({
    nonce: started.nonce,
    sub: `pages-lang-${++users}`,
    ...(options.roles ? { roles: options.roles } : {}),
    extra,
  });
  const form = { id_token: await h.platform.sign(claims), state: options.state ?? started.state };
  return launch(h, form, started.cookie);
}

/** What a reader sees of a page: its language and direction, its title and heading, the reason or status. */
function pageOf(html: string) {
  const root = /<html([^>]*)>/.exec(html)?.[1] ?? '';
  return {
    lang: /lang="([^"]*)"/.exec(root)?.[1],
    dir: /dir="([^"]*)"/.exec(root)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    reason: /<p id="reason">([^<]*)<\/p>/.exec(html)?.[1],
    status: /<p id="status" role="status">([^<]*)<\/p>/.exec(html)?.[1],
  };
}

describe("the refusal page in the launch's language", () => {
  it.each([
    [
      'es-ES',
      {
        lang: 'es',
        dir: 'ltr',
        title: 'Acceso rechazado',
        heading: 'modkit no pudo abrir esta actividad',
        reason: 'Solo el profesorado puede añadir actividades de modkit a un curso.',
      },
    ],
    [
      'ar',
      {
        lang: 'ar',
        dir: 'rtl',
        title: 'رُفض التشغيل',
        heading: 'تعذّر على modkit فتح هذا النشاط',
        reason: 'لا يستطيع إضافة أنشطة modkit إلى الدورة إلا المعلّمون.',
      },
    ],
    [
      'fr-FR',
      {
        lang: 'en',
        dir: 'ltr',
        title: 'Launch refused',
        heading: 'modkit could not open this activity',
        reason: 'Only teachers can add modkit activities to a course.',
      },
    ],
  ])(
    'a learner asking for the content picker in %s is refused in that language',
    async (locale, expected) => {
      const page = await launchPage(deepLinking(locale));
      expect(page.status).toBe(403);
      expect(pageOf(page.html)).toMatchObject(expected);
    },
  );

  it.each([
    ['es-MX', 'es', 'ltr', 'Este acceso no lo inició esta herramienta (estado desconocido).'],
    ['ar-EG', 'ar', 'rtl', 'لم تبدأ هذه الأداة هذا التشغيل (حالة غير معروفة).'],
  ])(
    'a launch refused before it is trusted (%s) still speaks its locale',
    async (locale, lang, dir, reason) => {
      const presentation = { [`${CLAIM}launch_presentation`]: { document_target: 'iframe', locale } };
      const page = await launchPage(presentation, { state: 'never-started' });
      expect(page.status).toBe(401);
      expect(pageOf(page.html)).toMatchObject({ lang, dir, reason });
    },
  );

  it("without a launch's locale, the browser's language", async () => {
    const res = await fetch(`${h.toolUrl}/lti/launch`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': 'fr-FR;q=0.9, ar-SA, en;q=0.5',
      },
      body: new URLSearchParams({ id_token: 'not-a-token', state: 'never-started' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(pageOf(await res.text())).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      heading: 'تعذّر على modkit فتح هذا النشاط',
    });
  });
});

describe("the content picker in the LMS's language", () => {
  it.each([
    ['es-ES', 'es', 'ltr', 'Añade actividades de modkit a tu curso', 'Cargando…'],
    ['ar', 'ar', 'rtl', 'أضف أنشطة modkit إلى دورتك', 'جارٍ التحميل…'],
    ['fr', 'en', 'ltr', 'Add modkit activities to your course', 'Loading…'],
  ])('%s: lang %s, dir %s, "%s"', async (locale, lang, dir, heading, status) => {
    const page = await launchPage(deepLinking(locale), { roles: [INSTRUCTOR] });
    expect(page.status).toBe(200);
    expect(pageOf(page.html)).toMatchObject({ lang, dir, heading, status });
  });
});
