/** Every drawing of the TV for the channel files of a content folder, by file name in art/tv/. */
export declare function tvArt(dir?: string): {
  art: Map<string, string>;
  drawn: string[];
  generic: number;
};
