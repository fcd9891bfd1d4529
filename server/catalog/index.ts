// What other parts of the server use of catalog/; everything else here is its own business.
export { replaceBookAuthors } from './authors.ts';
export { recordWorkSales } from './best-sellers.ts';
export { browseBooks, listSection } from './browse.ts';
export type { BookCard } from './cards.ts';
export { cardQuery, firstPhoto, onlyListed, toBookCard } from './cards.ts';
export { findBookDetail } from './detail.ts';
export { isListed, listed, listedBooksOf, SUSPENSION_BOOK_REASON, visibleTo } from './listed.ts';
export { bookCardOutput, bookCardPageOutput, bookCardsOutput } from './outputs.ts';
export { openStoreName, sellerLabel } from './seller-label.ts';
