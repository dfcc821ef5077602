type Hub = {
  playlists: { image: string; title: string }[];
  shorts: { image: string; title: string }[];
  videos: { image: string }[];
};
/** Every drawing of the gaming hub, by image name (gaming/slides/01 …). */
export declare function gamingArt(hub?: Hub): Map<string, string>;
