/** Screens narrower than a tablet's: phones, held upright or sideways. */
const PHONE_SCREEN = '(max-width: 767px)';

/**
 * Whether a page shows its street map as it opens. On a phone, or where the browser asks to save
 * data, it waits until asked: at a phone's pixel ratio the tiles of one map (a dozen images of
 * 20–50 kB from the tile server) weigh more than the whole page, and passengers pay for them
 * from prepaid bundles. The page draws the line from the stops' coordinates meanwhile.
 */
export function streetMapOnOpen(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData !== true && !window.matchMedia(PHONE_SCREEN).matches;
}
