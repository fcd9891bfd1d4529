import {
  ADJECTIVES,
  ANIMALS,
  BIOGRAPHY_PATTERNS,
  CHARACTER_NAMES,
  CRIME_WORDS,
  DICTIONARY_PATTERNS,
  DIDACTIC_PATTERNS,
  ENGLISH_TITLE_WORDS,
  HORROR_WORDS,
  NONFICTION_PATTERNS,
  NOUNS_F,
  NOUNS_M,
  PLACES,
  SF_WORDS,
  SPANISH_TITLE_WORDS,
  TECH_PATTERNS,
  TOPICS,
} from './data.ts';
import type { Rng } from './random.ts';

// Invented but plausible Portuguese titles. Words carry their gender so 'A Casa Perdida' and
// 'O Rio Perdido' agree.

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function titleCase(s: string): string {
  const small = new Set([
    'de',
    'da',
    'do',
    'das',
    'dos',
    'e',
    'em',
    'no',
    'na',
    'a',
    'o',
    'para',
    'um',
    'uma',
  ]);
  return s
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w) ? w : capitalize(w)))
    .join(' ');
}

function noun(rng: Rng): { word: string; gender: 'm' | 'f' } {
  return rng.chance(0.5)
    ? { word: rng.pick(NOUNS_M), gender: 'm' }
    : { word: rng.pick(NOUNS_F), gender: 'f' };
}

function adjective(rng: Rng, gender: 'm' | 'f'): string {
  const [m, f] = rng.pick(ADJECTIVES);
  return gender === 'm' ? m : f;
}

function article(gender: 'm' | 'f'): string {
  return gender === 'm' ? 'o' : 'a';
}

function fictionTitle(rng: Rng): string {
  const n = noun(rng);
  const other = noun(rng);
  switch (rng.int(0, 9)) {
    case 0:
      return titleCase(`${article(n.gender)} ${n.word} ${adjective(rng, n.gender)}`);
    case 1:
      return titleCase(`${article(n.gender)} ${n.word} de ${rng.pick(PLACES)}`);
    case 2:
      return titleCase(
        `memórias de ${n.gender === 'm' ? 'um' : 'uma'} ${n.word} ${adjective(rng, n.gender)}`,
      );
    case 3:
      return titleCase(
        `${rng.pick(CHARACTER_NAMES)} e ${article(n.gender)} ${n.word} ${adjective(rng, n.gender)}`,
      );
    case 4:
      return titleCase(`entre ${article(n.gender)} ${n.word} e ${article(other.gender)} ${other.word}`);
    case 5:
      return titleCase(`${n.gender === 'm' ? 'depois do' : 'depois da'} ${n.word}`);
    case 6:
      return titleCase(`${n.gender === 'm' ? 'os dias do' : 'as noites da'} ${n.word}`);
    case 7:
      return `${rng.pick(CHARACTER_NAMES)} de ${rng.pick(PLACES)}`;
    case 8:
      return titleCase(
        `${n.gender === 'm' ? 'um' : 'uma'} ${n.word} ${other.gender === 'm' ? 'no' : 'na'} ${other.word}`,
      );
    default:
      return titleCase(`${article(n.gender)} ${adjective(rng, n.gender)} ${n.word}`);
  }
}

function sfTitle(rng: Rng): string {
  switch (rng.int(0, 5)) {
    case 0:
      return titleCase(`a última ${rng.pick(SF_WORDS.nounsF)}`);
    case 1:
      return `Crônicas de ${rng.pick(SF_WORDS.places)}`;
    case 2:
      return titleCase(`o ${rng.pick(SF_WORDS.nounsM)} de ${rng.pick(SF_WORDS.places)}`);
    case 3:
      return titleCase(
        `a ${rng.pick(SF_WORDS.nounsF)} ${rng.pick(['estelar', 'perdida', 'infinita', 'silenciosa'])}`,
      );
    case 4:
      return `${titleCase(`o ${rng.pick(SF_WORDS.nounsM)}`)} ${rng.int(2, 9) * 1000}`;
    default:
      return `Além de ${rng.pick(SF_WORDS.places)}`;
  }
}

function crimeTitle(rng: Rng): string {
  switch (rng.int(0, 4)) {
    case 0:
      return `O Caso ${rng.pick(CHARACTER_NAMES)}`;
    case 1:
      return `Morte ${rng.pick(CRIME_WORDS.scenes)}`;
    case 2:
      return `Quem Matou ${rng.pick(CRIME_WORDS.victims)}?`;
    case 3:
      return `Um Crime ${rng.pick(CRIME_WORDS.scenes)}`;
    default:
      return titleCase(
        `o ${rng.pick(['silêncio', 'segredo', 'retrato', 'relógio'])} do ${rng.pick(['detetive', 'delegado', 'inspetor'])}`,
      );
  }
}

function horrorTitle(rng: Rng): string {
  switch (rng.int(0, 3)) {
    case 0:
      return `A ${rng.pick(HORROR_WORDS.things)} do ${rng.pick(HORROR_WORDS.places)}`;
    case 1:
      return `Sussurros no ${rng.pick(HORROR_WORDS.places)}`;
    case 2:
      return `Noite de ${rng.pick(HORROR_WORDS.things)}`;
    default:
      return `O Que Mora no ${rng.pick(HORROR_WORDS.places)}`;
  }
}

function childrenTitle(rng: Rng): string {
  const [animal, gender] = rng.pick(ANIMALS);
  switch (rng.int(0, 3)) {
    case 0:
      return `${rng.pick(CHARACTER_NAMES)} e ${article(gender)} ${capitalize(animal)} ${capitalize(adjective(rng, gender))}`;
    case 1:
      return titleCase(`${article(gender)} ${animal} que queria voar`);
    case 2:
      return titleCase(
        `a menina que ${rng.pick(['colecionava nuvens', 'falava com o vento', 'contava estrelas', 'morava no farol'])}`,
      );
    default:
      return titleCase(
        `o menino que ${rng.pick(['engoliu um livro', 'desenhava mapas', 'sabia voar', 'plantava histórias'])}`,
      );
  }
}

function fromPatterns(rng: Rng, patterns: readonly string[], category: string): string {
  const topics = TOPICS[category] ?? TOPICS.outros ?? [];
  const topic = rng.pick(topics);
  return rng.pick(patterns).replace('{n}', topic.name).replace('{de}', topic.de);
}

function englishTitle(rng: Rng): string {
  const { adjectives, nouns } = ENGLISH_TITLE_WORDS;
  return rng.chance(0.5)
    ? `The ${rng.pick(adjectives)} ${rng.pick(nouns)}`
    : `${rng.pick(nouns)} of the ${rng.pick(adjectives)} ${rng.pick(nouns)}`;
}

function spanishTitle(rng: Rng): string {
  const { nounsM, nounsF, places } = SPANISH_TITLE_WORDS;
  return rng.chance(0.5)
    ? `El ${capitalize(rng.pick(nounsM))} de ${rng.pick(places)}`
    : `La ${capitalize(rng.pick(nounsF))} ${rng.pick(['Perdida', 'Dormida', 'Infinita', 'Secreta'])}`;
}

export function bookTitle(rng: Rng, category: string, language: 'pt' | 'en' | 'es'): string {
  if (language === 'en') return englishTitle(rng);
  if (language === 'es') return spanishTitle(rng);
  switch (category) {
    case 'ficcao-cientifica':
      return sfTitle(rng);
    case 'policial-suspense-misterio':
      return crimeTitle(rng);
    case 'terror-horror':
      return horrorTitle(rng);
    case 'literatura-infantil':
      return childrenTitle(rng);
    case 'hqs':
    case 'mangas-graphic-novels':
      return `${rng.chance(0.5) ? sfTitle(rng) : fictionTitle(rng)} – Vol. ${rng.int(1, 12)}`;
    case 'romance':
    case 'literatura-classica':
    case 'lgbtq':
      return fictionTitle(rng);
    case 'tecnologia':
      return fromPatterns(rng, TECH_PATTERNS, category);
    case 'livros-didaticos':
    case 'preparatorios':
      return fromPatterns(rng, DIDACTIC_PATTERNS, category);
    case 'dicionarios':
      return fromPatterns(rng, DICTIONARY_PATTERNS, category);
    case 'biografias':
      return fromPatterns(rng, BIOGRAPHY_PATTERNS, category);
    case 'outros':
      return rng.chance(0.5) ? fictionTitle(rng) : fromPatterns(rng, NONFICTION_PATTERNS, category);
    default:
      return fromPatterns(rng, NONFICTION_PATTERNS, category);
  }
}
