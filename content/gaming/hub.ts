// What the gaming hub (/gaming) shows: its slideshow, playlists, featured videos and shorts.
// Images are ours: scripts/art/gaming.mjs draws them into art/gaming/ from the titles here, and
// `npm run images` renders them (see the README, "Gaming hub"). Video ids and playlist links are
// SAMPLES: replace them with your channel's own. Checked at start-up by app/features/gaming/hub.server.ts.
import { siteConfig } from "../../site.config";

/** The 18 slides of the hub's slideshow (art/gaming/slides/NN.svg). */
export const slides = [
  { image: "gaming/slides/01", alt: "A game controller glowing red: play more, stress less" },
  { image: "gaming/slides/02", alt: "A race car at speed past a chequered flag: full throttle" },
  { image: "gaming/slides/03", alt: "A bank vault door: the perfect heist" },
  { image: "gaming/slides/04", alt: "A city skyline at night: open-world nights" },
  { image: "gaming/slides/05", alt: "A football in front of a goal: the Ultimate Clubs Cup" },
  { image: "gaming/slides/06", alt: "A cricket bat, ball and stumps: the Cricket Super Cup" },
  { image: "gaming/slides/07", alt: "A crosshair over a target: silent assassin" },
  { image: "gaming/slides/08", alt: "A steering wheel: simulation Sundays" },
  { image: "gaming/slides/09", alt: "A gold trophy: tournament season" },
  { image: "gaming/slides/10", alt: "Two controllers side by side: co-op with the community" },
  { image: "gaming/slides/11", alt: "A race car drifting: drift kings" },
  { image: "gaming/slides/12", alt: "A vault and a crew's plan: crew up" },
  { image: "gaming/slides/13", alt: "A city skyline at sunrise: sunrise in the city" },
  { image: "gaming/slides/14", alt: "A football on the centre spot: matchday" },
  { image: "gaming/slides/15", alt: "A cricket ball and stumps: last-ball finishes" },
  { image: "gaming/slides/16", alt: "An arcade joystick: retro corner" },
  { image: "gaming/slides/17", alt: "A television with a live badge: 24/7 gaming TV" },
  { image: "gaming/slides/18", alt: "A play button and shorts: shorts and highlights" },
];

/** Playlist cards; `category` is the filter they appear under (besides ALL). SAMPLE links. */
export const playlists = [
  {
    title: "GTA V: Heists from start to finish",
    category: "GTA",
    link: "https://www.youtube.com/playlist?list=PLvvGta5HeistsStartFinish01",
    image: "gaming/playlists/gta-heists",
  },
  {
    title: "GTA Online: Cruising and car meets",
    category: "GTA",
    link: "https://www.youtube.com/playlist?list=PLvvGtaOnlineCarMeets00002",
    image: "gaming/playlists/gta-cruising",
  },
  {
    title: "GTA: Stunts and fails",
    category: "GTA",
    link: "https://www.youtube.com/playlist?list=PLvvGtaStuntsAndFails00003",
    image: "gaming/playlists/gta-stunts",
  },
  {
    title: "Hitman: Silent Assassin runs",
    category: "HITMAN",
    link: "https://www.youtube.com/playlist?list=PLvvHitmanSilentAssassin04",
    image: "gaming/playlists/hitman-silent-assassin",
  },
  {
    title: "Hitman: Freelancer campaign",
    category: "HITMAN",
    link: "https://www.youtube.com/playlist?list=PLvvHitmanFreelancerRun005",
    image: "gaming/playlists/hitman-freelancer",
  },
  {
    title: "Euro Truck Simulator 2: Long hauls",
    category: "SIMULATION",
    link: "https://www.youtube.com/playlist?list=PLvvEuroTruckLongHauls0006",
    image: "gaming/playlists/sim-trucks",
  },
  {
    title: "Racing simulators: Cockpit cam",
    category: "SIMULATION",
    link: "https://www.youtube.com/playlist?list=PLvvRacingSimCockpitCam007",
    image: "gaming/playlists/sim-racing",
  },
  {
    title: "Ultimate Clubs Cup: Every match",
    category: "OTHERS",
    link: "https://www.youtube.com/playlist?list=PLvvUltimateClubsCupAll008",
    image: "gaming/playlists/ucc-matches",
  },
  {
    title: "Cricket Super Cup: Every match",
    category: "OTHERS",
    link: "https://www.youtube.com/playlist?list=PLvvCricketSuperCupAll0009",
    image: "gaming/playlists/csc-matches",
  },
];

/** The 8 featured videos (16:9), each with a poster of ours (art/gaming/videos/). SAMPLE ids. */
export const videos = [
  { id: "Kq3Zt7LmV2a", title: "The Pacific Standard job, no alarms", image: "gaming/videos/pacific-standard" },
  { id: "Rb8Wx1NpQ4c", title: "Night cruise through the city in a classic", image: "gaming/videos/night-cruise" },
  { id: "Tz5Hy6JkL0d", title: "Sapienza: Silent Assassin, suit only", image: "gaming/videos/sapienza" },
  { id: "Vm2Qa9RsE7f", title: "Haulage from Calais to Milan in one go", image: "gaming/videos/calais-milan" },
  { id: "Xc4Nd3UwB8g", title: "UCC 2025 final: Atletico Madrid vs Dortmund", image: "gaming/videos/ucc-final" },
  { id: "Yh7Pe2GtM5h", title: "CSC 2025 final: Melbourne Stars vs Sydney Thunder", image: "gaming/videos/csc-final" },
  { id: "Zj1Rf8KvN3j", title: "Time trial: a perfect lap in the rain", image: "gaming/videos/time-trial" },
  { id: "Aw6Sg4HxP9k", title: "Building a budget gaming PC, start to first boot", image: "gaming/videos/budget-pc" },
];

/** The 6 featured shorts (9:16), each with a poster of ours (art/gaming/shorts/). SAMPLE ids. */
export const shorts = [
  { id: "Bq9Th5JyR2m", title: "One-shot getaway", image: "gaming/shorts/getaway" },
  { id: "Cr3Uk6LzS7n", title: "Poison in the espresso", image: "gaming/shorts/espresso" },
  { id: "Ds8Vm1QaT4p", title: "Last-ball six", image: "gaming/shorts/last-ball" },
  { id: "Et2Wn7RbU9q", title: "Bicycle kick from the edge", image: "gaming/shorts/bicycle-kick" },
  { id: "Fu5Xp3ScV1r", title: "Drift into the last corner", image: "gaming/shorts/drift" },
  { id: "Gv7Yq9TdW6s", title: "Parking a 40-tonne truck", image: "gaming/shorts/truck-parking" },
];

/** The channel's pages behind the hub's buttons. */
export const channelLinks = {
  playlists: `${siteConfig.channel.url}/playlists`,
  videos: `${siteConfig.channel.url}/videos`,
  shorts: `${siteConfig.channel.url}/shorts`,
  subscribe: siteConfig.channel.subscribeUrl,
};
