/** A file the generator writes (a path from the repository's root). */
export type NewFile = { path: string; content: string };
