import type { core } from 'zod';
import { RuleError } from './errors.ts';

// Every procedure refuses input it does not take (docs/decisions/013-strict-inputs.md): a field
// its schema does not name, or any input at all for a procedure that takes none. Zod objects
// strip unknown keys by default, so without this a misspelt field was silently dropped and a
// body sent to a procedure without input was never even read: a malformed or oversized body to
// cart.clear still emptied the cart. The schemas stay as they are (the client parses with them
// too, and objects it reads from the server carry more fields than a form); the check is the
// server's, on the raw input, against the keys each procedure's schemas declare.

/** What input a schema accepts, as far as object keys go. */
export type KeyTree =
  | { kind: 'any' }
  | { kind: 'none' }
  | { kind: 'object'; keys: Map<string, KeyTree> }
  | { kind: 'array'; element: KeyTree };

const ANY: KeyTree = { kind: 'any' };

function defOf(schema: unknown): core.$ZodTypeDef | null {
  const zod = (schema as { _zod?: { def?: core.$ZodTypeDef } } | null)?._zod;
  return zod?.def ?? null;
}

/** The keys `schema` declares; anything it cannot be sure of accepts any keys. */
export function keyTreeOf(schema: unknown): KeyTree {
  const def = defOf(schema);
  if (!def) return ANY;
  switch (def.type) {
    case 'object': {
      const { shape, catchall } = def as core.$ZodObjectDef;
      // A catchall other than never (looseObject, catchall(...)) takes extra keys by design.
      if (catchall && defOf(catchall)?.type !== 'never') return ANY;
      return { kind: 'object', keys: new Map(Object.entries(shape).map(([k, v]) => [k, keyTreeOf(v)])) };
    }
    case 'array':
      return { kind: 'array', element: keyTreeOf((def as core.$ZodArrayDef).element) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return keyTreeOf((def as unknown as { innerType: unknown }).innerType);
    case 'pipe': {
      // A transform's input side is what the client sends; a preprocess (transform first) may
      // accept anything, so its output side is no guide.
      const { in: input } = def as core.$ZodPipeDef;
      return defOf(input)?.type === 'transform' ? ANY : keyTreeOf(input);
    }
    case 'undefined':
    case 'void':
      return { kind: 'none' };
    default:
      // Primitives have no keys; unions, records, intersections and lazy schemas are not walked.
      return ANY;
  }
}

/**
 * The union of the trees of a procedure's input parsers (none when it has no parser). A procedure
 * whose input has a `cursor` is one tRPC's infinite queries call, and they add `direction`
 * ('forward' or 'backward') to its input on their own.
 */
export function keyTreeOfInputs(parsers: readonly unknown[]): KeyTree {
  if (parsers.length === 0) return { kind: 'none' };
  const trees = parsers.map(keyTreeOf);
  if (trees.some((t) => t.kind !== 'object')) return trees.length === 1 ? (trees[0] ?? ANY) : ANY;
  const keys = new Map<string, KeyTree>();
  for (const tree of trees) if (tree.kind === 'object') for (const [k, v] of tree.keys) keys.set(k, v);
  if (keys.has('cursor')) keys.set('direction', ANY);
  return { kind: 'object', keys };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Dotted paths of the keys in `value` that `tree` does not declare. */
export function unknownKeys(value: unknown, tree: KeyTree, at = ''): string[] {
  if (tree.kind === 'any' || value === undefined) return [];
  // null is how some clients say "no input"; anything else is input nobody reads.
  if (tree.kind === 'none') return value === null ? [] : [at || '(entrada)'];
  if (tree.kind === 'array') {
    if (!Array.isArray(value)) return [];
    return value.flatMap((item, i) => unknownKeys(item, tree.element, `${at}${at ? '.' : ''}${i}`));
  }
  // A value of the wrong type is the schema's to refuse, with its own message.
  if (!isPlainObject(value)) return [];
  const found: string[] = [];
  for (const key of Object.keys(value)) {
    const path = at ? `${at}.${key}` : key;
    const sub = tree.keys.get(key);
    if (!sub) found.push(path);
    else found.push(...unknownKeys(value[key], sub, path));
  }
  return found;
}

export const NUL_MESSAGE = 'O texto contém um caractere inválido (nulo). Remova-o e tente novamente.';

/**
 * Whether a string anywhere in `value` (a key or a value) holds U+0000. PostgreSQL cannot store
 * it in text, so it would fail there as an internal error and pass on SQLite; refused on both
 * (docs/product/limits.md#text). A loop, not recursion: nesting depth is the sender's choice.
 */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const sub of item) pending.push(sub);
    } else if (isPlainObject(item)) {
      for (const [key, sub] of Object.entries(item)) pending.push(key, sub);
    }
  }
  return false;
}

const trees = new Map<string, KeyTree>();

/** Records the input keys of every procedure of `router` (the app router, once, at start). */
export function guardInputsOf(router: { _def: { procedures: object } }): void {
  for (const [path, procedure] of Object.entries(router._def.procedures as Record<string, unknown>)) {
    const parsers = (procedure as { _def?: { inputs?: unknown[] } })._def?.inputs ?? [];
    trees.set(path, keyTreeOfInputs(parsers));
  }
}

/**
 * Reads the raw input of every call (so a malformed or oversized body is refused even where the
 * procedure takes no input) and refuses keys the procedure does not take.
 */
export async function checkInput(path: string, getRawInput: () => Promise<unknown>): Promise<void> {
  const raw = await getRawInput();
  if (holdsNul(raw)) throw new RuleError('BAD_REQUEST', NUL_MESSAGE);
  const tree = trees.get(path);
  if (!tree) return;
  const unknown = unknownKeys(raw, tree);
  if (unknown.length === 0) return;
  const message =
    tree.kind === 'none'
      ? 'Esta operação não recebe dados.'
      : `Campo${unknown.length > 1 ? 's' : ''} não aceito${unknown.length > 1 ? 's' : ''}: ${unknown
          .slice(0, 5)
          .map((k) => `"${k}"`)
          .join(', ')}.`;
  throw new RuleError('BAD_REQUEST', message);
}
