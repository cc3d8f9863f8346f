import { beforeAll, describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '../src/services/certificates';
import {
  type Blob,
  blobsOf,
  type GreyPage,
  inkBeyond,
  pdfText,
  renderFirstPage,
  sameShape,
} from './fixtures/pdf-pages';

/** Names in four scripts (Latin beyond Latin-1, Cyrillic, Han, Arabic), as learners write them. */
const NAMES = ['Łukasz Wójcik', 'Дмитрий Иванов', '王伟', 'محمد علي'];
const COLLECTION = 'Climate Basics';
const ISSUED = '2026-11-27T09:30:00.000Z';

const certificateOf = (name: string) => renderCertificatePdf(name, COLLECTION, ISSUED);

/** The ink a name adds to the certificate (the page with the name less the page without one). */
const nameInk = async (name: string, blank: GreyPage) =>
  inkBeyond(await renderFirstPage(await certificateOf(name)), blank);

let blank: GreyPage;
let questionMark: Blob;
let missingGlyph: Blob;

beforeAll(async () => {
  blank = await renderFirstPage(await certificateOf(''));
  // What a character no font can draw looks like: U+E000 is a private-use character no font maps.
  questionMark = blobsOf(await nameInk('?', blank))[0] as Blob;
  missingGlyph = blobsOf(await nameInk('\uE000', blank))[0] as Blob;
});

describe('a certificate draws a learner name in any script', () => {
  it.each(NAMES)('%s: its text layer holds the name exactly', async (name) => {
    expect(await pdfText(await certificateOf(name))).toContain(name);
  });

  it.each(NAMES)('%s: its page shows the name as glyphs, never as question marks or boxes', async (name) => {
    const shapes = blobsOf(await nameInk(name, blank));
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) {
      expect(sameShape(shape, questionMark)).toBe(false);
      expect(sameShape(shape, missingGlyph)).toBe(false);
    }
  });
});
