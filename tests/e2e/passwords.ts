/** The password of every demo account the seed creates. */
export const DEMO_PASSWORD = 'releia-demo';

/** The password of the accounts registerByApi creates. */
export const REGISTER_PASSWORD = 'livros2024';
