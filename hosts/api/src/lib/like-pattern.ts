/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
