/** Files in memory, keyed by path relative to the folder they are to be written in (POSIX separators). */
export type FileTree = Map<string, string>;
