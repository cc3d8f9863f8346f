import { createRequire } from 'node:module';

/** The weights the documents draw with. */
export type FontWeight = 'regular' | 'bold';

/** A font family from the npm registry: its TrueType files per weight (package-relative paths). */
export interface FontFamily {
  name: string;
  /** What it is chosen for (the fallback takes the first family that has a glyph for a character). */
  scripts: string;
  files: Record<FontWeight, string>;
}

/**
 * The fallback chain of the PDF documents, in order: a character is drawn with the first family that has a
 * glyph for it. Noto fonts (SIL Open Font License 1.1), as Google Fonts publishes them, packaged as TrueType
 * by `@expo-google-fonts/*`. Noto Sans alone covers Latin, Cyrillic, Greek and Devanagari; the CJK families
 * are 10 MB a weight, read only when a text needs them.
 */
export const FONT_FAMILIES: readonly FontFamily[] = [
  {
    name: 'Noto Sans',
    scripts: 'Latin, Cyrillic, Greek, Devanagari',
    files: {
      regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    },
  },
  {
    name: 'Noto Naskh Arabic',
    scripts: 'Arabic',
    files: {
      regular: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
      bold: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
    },
  },
  {
    name: 'Noto Sans Hebrew',
    scripts: 'Hebrew',
    files: {
      regular: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
    },
  },
  {
    name: 'Noto Sans SC',
    scripts: 'Han (every CJK Unified Ideograph), Japanese kana',
    files: {
      regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
    },
  },
  {
    name: 'Noto Sans KR',
    scripts: 'Hangul',
    files: {
      regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
    },
  },
];

const require = createRequire(import.meta.url);

/** The file of a family's weight on this machine (resolved in node_modules like an import). */
export function fontFilePath(family: FontFamily, weight: FontWeight): string {
  return require.resolve(family.files[weight]);
}
