import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueDir } from '../../src/catalogue-import/read-catalogue';
import {
  foldSearchText,
  keywordWords,
  SEARCH_FOLD_FROM,
  searchDocument,
  searchWords,
  stemWord,
  vocabularyWords,
} from '../../src/db/search-text';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

describe('how the search reads text', () => {
  it.each([
    ['<p>Drawing in <b>Perspective</b> &amp; more</p>', ['drawing', 'in', 'perspective', 'more']],
    ['Canción, ÁRBOL y Ñandú', ['cancion', 'arbol', 'y', 'nandu']],
    ['3D-printing: lesson 7777', ['3d', 'printing', 'lesson', '7777']],
    ['الْمَدْرَسَةُ', ['المدرسة']],
    ['كتـــاب', ['كتاب']],
  ])('%s has the words %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it.each([
    ['en', 'Drawings of perspectives', 'draw of perspect'],
    ['en', 'studies study', 'studi studi'],
    ['en', 'psychology psychologist', 'psycholog psychologist'],
    ['es', 'Canciones y canción', 'cancion y cancion'],
    ['es', 'dibujos dibujo', 'dibuj dibuj'],
    // Arabic: hamza forms, taa marbuta, the article and diacritics normalised by the stemmer
    ['ar', 'المدرسة مدرسه مَدْرَسَة', 'مدرس مدرس مدرس'],
    ['ar', 'أحمد احمد', 'احمد احمد'],
    ['fr', 'dessins', 'dessins'],
  ])('%s: %s is indexed as %s', (language, text, document) => {
    expect(searchDocument(language, text)).toBe(document);
  });

  it('keeps letters-only words of 4 letters or more, once, for the vocabulary', () => {
    expect(vocabularyWords('Drawing the drawing: 3D art, lesson 12 of Café')).toEqual([
      'drawing',
      'lesson',
      'cafe',
    ]);
  });

  it("reads a learner's keyword as typed (lower case) and folded, 8 words at most", () => {
    expect(keywordWords('Drawng  CANCIÓN "quoted"* OR')).toEqual([
      { typed: 'drawng', folded: 'drawng' },
      { typed: 'canción', folded: 'cancion' },
      { typed: 'quoted', folded: 'quoted' },
      { typed: 'or', folded: 'or' },
    ]);
    expect(keywordWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

/** The catalogue's words, folded: what both engines must stem alike. */
const catalogueWords = [
  ...new Set(
    readCatalogueDir().flatMap((file) =>
      file.modules.flatMap((m) => searchWords(`${m.name} ${m.description_html} ${m.tags.join(' ')}`)),
    ),
  ),
];
const SPANISH = [
  'canciones',
  'cancion',
  'ciudades',
  'ciudad',
  'dibujos',
  'periodistas',
  'arboles',
  'climatico',
];
const ARABIC = ['المدرسة', 'مدرسه', 'الكتاب', 'كتب', 'مكتبة', 'المناخ', 'الصحفيين', 'أحمد', 'إسلام', 'آمن'];

describe.runIf(usingPostgres)('PostgreSQL reads text as SQLite does', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('folds alike (modkit_search_fold)', async () => {
    const text = `${SEARCH_FOLD_FROM} ÀÉÎÕÜ Canción`;
    const { rows } = await sql<{ f: string }>`select modkit_search_fold(${text}) as f`.execute(
      server.api.ctx.db,
    );
    expect(rows[0]!.f).toBe(foldSearchText(text));
  });

  it.each([
    ['en', 'modkit_english_stem', catalogueWords],
    ['es', 'modkit_spanish_stem', SPANISH],
    ['ar', 'modkit_arabic_stem', ARABIC],
  ])('stems %s words alike (%s)', async (language, dictionary, words) => {
    const { rows } = await sql<{
      w: string;
      s: string[] | null;
    }>`select w, ts_lexize(${dictionary}::regdictionary, w) as s
      from unnest(${words}::text[]) as w`.execute(server.api.ctx.db);
    const different = rows.filter((r) => (r.s?.[0] ?? r.w) !== stemWord(language, r.w));
    expect(different).toEqual([]);
    expect(rows.length).toBe(words.length);
  });
});
