import { LANGUAGE_NAMES } from '../../shared/languages.ts';

/** 'jose-saramago' → 'Jose Saramago': a readable heading from a URL slug (accents are lost in slugs). */
export function titleFromSlug(slug: string): string {
  let text: string;
  try {
    text = decodeURIComponent(slug);
  } catch {
    text = slug;
  }
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const LANGUAGES: Record<string, string> = { ...LANGUAGE_NAMES, 'pt-br': 'Português' };

export function languageName(code: string): string {
  return LANGUAGES[code.toLowerCase()] ?? titleFromSlug(code);
}
