import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// The people, places and books of the community spec, and the maintainer's terminal.

export { REGISTER_PASSWORD as PASSWORD } from './passwords.ts';

export interface Person {
  first: string;
  last: string;
  email: string;
  /** The store address every member gets from their name. */
  username: string;
}

export const ADMIN: Person = {
  first: 'Marta',
  last: 'Mantenedora',
  email: 'marta@example.com',
  username: '',
};
export const ANA: Person = {
  first: 'Ana',
  last: 'Alfarrábio',
  email: 'ana@example.com',
  username: 'ana-alfarrabio',
};
export const BRUNO: Person = {
  first: 'Bruno',
  last: 'Sebastião',
  email: 'bruno@example.com',
  username: 'bruno-sebastiao',
};
export const CARLA: Person = { first: 'Carla', last: 'Compradora', email: 'carla@example.com', username: '' };
export const fullName = (p: Person) => `${p.first} ${p.last}`;

export interface Address {
  cep: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
}
export const SAO_PAULO: Address = {
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
export const BELO_HORIZONTE: Address = {
  cep: '30130010',
  street: 'Avenida Afonso Pena',
  number: '500',
  neighborhood: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
};

export interface Listing {
  seller: Person;
  title: string;
  authors: string[];
  isbn: string;
  category: string;
  categorySlug: string;
  price: string;
}
// Ana's and Bruno's 'Memórias' are the same work (the same ISBN, written two ways).
export const ANA_MEMORIAS: Listing = {
  seller: ANA,
  title: 'Memórias Póstumas de Brás Cubas',
  authors: ['Machado de Assis'],
  isbn: '978-85-359-0277-8',
  category: 'Romance',
  categorySlug: 'romance',
  price: '25,00',
};
export const ANA_GUIA: Listing = {
  seller: ANA,
  title: 'Guia Prático de Hortas Urbanas',
  authors: ['Clara Nunes Ribeiro', 'Otávio Bastos Lima'],
  isbn: '',
  category: 'Guias e Manuais',
  categorySlug: 'guias-manuais',
  price: '32,50',
};
export const BRUNO_MEMORIAS: Listing = {
  ...ANA_MEMORIAS,
  seller: BRUNO,
  isbn: '9788535902778',
  price: '19,90',
};
export const BRUNO_CORTICO: Listing = {
  seller: BRUNO,
  title: 'O Cortiço',
  authors: ['Aluísio Azevedo'],
  isbn: '',
  category: 'Literatura Clássica',
  categorySlug: 'literatura-classica',
  price: '15,00',
};
export const LISTINGS = [ANA_MEMORIAS, ANA_GUIA, BRUNO_MEMORIAS, BRUNO_CORTICO];
/** What the buyer takes home: one book of each seller. */
export const BOUGHT = [ANA_MEMORIAS, BRUNO_CORTICO];

export const CARLA_MESSAGE =
  'Oi, Ana! Acabei de fazer o pedido das Memórias. Combinamos o pagamento por Pix?';

const run = promisify(execFile);

/** A maintainer's command (`npx tsx scripts/{script}.ts`) against the community server's data. */
export async function terminal(script: string, ...args: string[]): Promise<string> {
  const dataDir = process.env.RELEIA_E2E_COMMUNITY_DIR;
  const database = process.env.RELEIA_E2E_COMMUNITY_DB;
  if (!dataDir || !database) throw new Error('RELEIA_E2E_COMMUNITY_DIR/DB ausentes');
  const { stdout } = await run('npx', ['tsx', `scripts/${script}.ts`, ...args], {
    env: {
      ...process.env,
      DATABASE_PATH: database,
      DATA_DIR: dataDir,
      ...(process.env.RELEIA_E2E_COMMUNITY_DATABASE_URL
        ? { DATABASE_URL: process.env.RELEIA_E2E_COMMUNITY_DATABASE_URL }
        : {}),
    },
  });
  return stdout;
}

/** The verification link of the newest e-mail to `email`, read as `scripts/outbox.ts` prints it. */
export async function verificationLink(email: string): Promise<string> {
  const messages = (await terminal('outbox')).split(/^──── #/m);
  const mine = messages.filter((m) => m.includes(`Para: ${email}\n`)).at(-1) ?? '';
  const link = /https?:\/\/\S+\/verificar-email\?token=\S+/.exec(mine)?.[0];
  if (!link) throw new Error(`nenhum link de verificação para ${email} na caixa de saída`);
  return link;
}
