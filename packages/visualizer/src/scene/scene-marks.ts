/**
 * The performance mark the scene sets once its first frame with the room is drawn: the bench reads it
 * (bench/visualizer-frames.ts repeats the name, as the bench cannot import browser code) to time the
 * first frame from navigation, on the harness page and on the real screen alike.
 */
export const ROOM_FIRST_FRAME_MARK = 'showroom:room-first-frame';
