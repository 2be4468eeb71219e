/**
 * The performance mark the 3D room sets once its first frame with the room is drawn. The bench and
 * the pixel journey read it to time the first frame from navigation and to know the room is drawn.
 */
export const ROOM_FIRST_FRAME_MARK = 'showroom:room-first-frame';
