import superjson from 'superjson';

interface Transformer {
  serialize(value: unknown): unknown;
  deserialize(value: unknown): unknown;
}

/**
 * `transformer`'s input side with each input object serialized once. Given a batch size limit,
 * httpBatchLink checks every call it adds to a batch by building the whole batch's URL again,
 * which serializes each input of the batch again: the home page's eight first queries took 36
 * superjson passes, a task of its own on a slow phone's start-up. Inputs are not changed once a
 * query or mutation has them (React Query hashes them into its keys), so a serialized input stays
 * true; the cache holds them weakly and forgets them with the input.
 */
export function serializeInputsOnce(transformer: Transformer): Transformer {
  const serialized = new WeakMap<object, unknown>();
  return {
    serialize(value) {
      if (typeof value !== 'object' || value === null) return transformer.serialize(value);
      if (!serialized.has(value)) serialized.set(value, transformer.serialize(value));
      return serialized.get(value);
    },
    deserialize: (value) => transformer.deserialize(value),
  };
}

/** The client's transformer: superjson, as on the server, with inputs serialized once. */
export const batchTransformer = { input: serializeInputsOnce(superjson), output: superjson };
