// Lista de desejos (docs/product/wants.md#limits): what a member may keep, and the message beyond.

export const WANTS_MAX = 50;
export const WANTS_FULL_MESSAGE = `Você já tem ${WANTS_MAX} desejos. Remova algum para salvar outro.`;
/** The books shown under each want on /desejos. */
export const WANT_MATCHES_SHOWN = 4;
