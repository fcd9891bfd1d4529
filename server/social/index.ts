// What other parts of the server use of social/; everything else here is its own business.
export { followCounts, isFollowing } from './follows.ts';
export { recountLikes } from './likes.ts';
