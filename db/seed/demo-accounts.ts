export const DEMO_PASSWORD = 'releia-demo';
export const DEMO_ACCOUNTS = {
  reader: { email: 'leitor@example.com', username: 'leitora', first: 'Lia', last: 'Leitora' },
  seller: { email: 'livreiro@example.com', username: 'livreiro', first: 'Léo', last: 'Livreiro' },
  admin: { email: 'admin@example.com', username: 'admin', first: 'Equipe', last: 'Releia' },
} as const;
export const DEMO_STORE_NAME = 'Sebo do Livreiro';
