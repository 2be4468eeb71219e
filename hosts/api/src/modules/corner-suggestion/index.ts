/**
 * Corners suggested on a room photo (issue #26, decision 0119): the floor's or a wall's four corners
 * read from the photo's edges and straight lines (OpenCV's Canny and probabilistic Hough, in a thread).
 * Other modules, flows and routes use only what this file exports.
 */
export { type CornerSuggestionService, createCornerSuggestionService } from './corner-suggestion-service.ts';
export { type SuggestInput, suggestCorners } from './suggest-corners.ts';
export { STRAIGHT_ON_FLOOR, straightOnRoom } from './synthetic-rooms.ts';
