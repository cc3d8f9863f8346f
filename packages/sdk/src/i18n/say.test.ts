/**
 * The texts the rules assemble, rendered in each language: their ids and values through the catalogues
 * (English is the spec's text: the rules' own tables assert it), lists joined as the language joins them and
 * counts in the language's plural forms.
 */
import { describe, expect, it } from 'vitest';
import {
  fileUploadText,
  grantedModulesStrip,
  likeResultTitle,
  type Message,
  moduleAccessText,
  noSearchResultsText,
  packageBenefits,
  priceText,
  searchTitle,
  upgradeChoice,
} from '../rules/index';
import { loadTranslator, mergeCatalogues } from './catalogue';
import { APP_CATALOGUE } from './catalogues/app';
import { WIDGETS_CATALOGUE } from './catalogues/widgets-whole';
import { say } from './say';

const ALL = mergeCatalogues(WIDGETS_CATALOGUE, APP_CATALOGUE);
const search = (keyword: string, tagId: number | null, careerId: number | null = null) => ({
  keyword,
  tagId,
  careerId,
  categoryId: null,
});
const pkg = (name: string, gates: Record<string, number>) => ({ name, ...gates });
const packages = [
  pkg('STARTER', { number_of_session: 1, can_access_collection: 1 }),
  pkg('PREMIUM', { number_of_session: 4, can_access_collection: 1, can_submit_project: 1 }),
  pkg('ELITE', { number_of_session: 12, can_access_collection: 1, can_submit_project: 1 }),
];
const sessions = (count: number) => packageBenefits({ number_of_session: count })[5]!.value;

const ROWS: Array<[string, Message, string, string, string]> = [
  [
    'a tag',
    searchTitle(search('robots', 4)),
    'robots tagged modules',
    'Módulos con la etiqueta robots',
    'الوحدات الموسومة بـ«robots»',
  ],
  [
    'a career',
    searchTitle(search('Nurse', null, 9)),
    'More modules related to Nurse',
    'Más módulos relacionados con Nurse',
    'مزيد من الوحدات المتعلقة بـNurse',
  ],
  [
    'no results',
    noSearchResultsText('zzqx'),
    'Sorry, no search results on zzqx',
    'Lo sentimos, no hay resultados de búsqueda para zzqx',
    'عذرًا، لا توجد نتائج بحث عن zzqx',
  ],
  [
    'three packages',
    upgradeChoice('collections', packages).note,
    'Collections come with STARTER, PREMIUM and ELITE.',
    'Las colecciones vienen con STARTER, PREMIUM y ELITE.',
    'تتوفّر المجموعات مع STARTER وPREMIUM وELITE.',
  ],
  [
    'two packages',
    upgradeChoice('projects', packages).note,
    'Project submission comes with PREMIUM and ELITE.',
    'El envío de proyectos viene con PREMIUM y ELITE.',
    'يتوفّر إرسال المشاريع مع PREMIUM وELITE.',
  ],
  ['a monthly price', priceText('$', 10, '/monthly'), '$10/monthly', '$10/mes', '$10 شهريًا'],
  ['a yearly price', priceText('₹', 4999, '/yearly'), '₹4999/yearly', '₹4999/año', '₹4999 سنويًا'],
  ['no suffix', priceText('$', 0, ''), '$0', '$0', '$0'],
  ['module access', moduleAccessText(20), '20 per month', '20 al mes', '20 شهريًا'],
  ['unlimited', moduleAccessText(-1), 'Unlimited', 'Ilimitado', 'غير محدود'],
  ['one session', sessions(1), '1', '1 sesión', 'جلسة واحدة'],
  ['two sessions', sessions(2), '2', '2 sesiones', 'جلستان'],
  ['twelve sessions', sessions(12), '12', '12 sesiones', '12 جلسةً'],
  [
    'a duration',
    packageBenefits({ duration_in_humanize: 'quarterly' } as never)[6]!.value,
    'quarterly',
    'Trimestral',
    'ربع سنوية',
  ],
  [
    'an unknown duration',
    packageBenefits({ duration_in_humanize: '45 days' } as never)[6]!.value,
    '45 days',
    '45 days',
    '45 days',
  ],
  [
    'the granted strip',
    grantedModulesStrip(2, 5)!,
    'You only have 2 out of 5 modules left. Request for unlimited access.',
    'Solo te quedan 2 de 5 módulos. Solicita acceso ilimitado.',
    'لم يتبقَّ لك سوى 2 من أصل 5 وحدات. اطلب وصولًا غير محدود.',
  ],
  [
    'the granted strip of one',
    grantedModulesStrip(0, 1)!,
    'You only have 0 out of 1 modules left. Request for unlimited access.',
    'Solo te quedan 0 de 1 módulo. Solicita acceso ilimitado.',
    'لم يتبقَّ لك سوى 0 من أصل وحدة واحدة. اطلب وصولًا غير محدود.',
  ],
  [
    'an upload',
    fileUploadText('a.pdf', true),
    'a.pdf file uploaded successfully',
    'Archivo a.pdf subido correctamente',
    'تم رفع الملف a.pdf بنجاح',
  ],
  [
    'a like',
    likeResultTitle('blog', true),
    'You have successfully liked this blog!',
    '¡Has dado «me gusta» a este blog!',
    'تم تسجيل إعجابك بهذه المدوّنة!',
  ],
  [
    'a like again',
    likeResultTitle('school project', false),
    'You have already liked this school project!',
    '¡Ya habías dado «me gusta» a este proyecto escolar!',
    'سبق أن سجّلت إعجابك بهذا المشروع المدرسي!',
  ],
];

describe('the texts the rules assemble, in each language', () => {
  it.each(ROWS)('%s', async (_, message, en, es, ar) => {
    const [english, spanish, arabic] = await Promise.all(
      (['en', 'es', 'ar'] as const).map((locale) => loadTranslator(ALL, locale)),
    );
    expect([say(english!, message), say(spanish!, message), say(arabic!, message)]).toEqual([en, es, ar]);
  });

  it('the pseudo-locale keeps the values and brackets the text', async () => {
    const pseudo = await loadTranslator(ALL, 'en-x-pseudo');
    expect(say(pseudo, upgradeChoice('projects', packages).note)).toMatch(/^\[.* PREMIUM and ELITE\.\]$/);
  });
});
