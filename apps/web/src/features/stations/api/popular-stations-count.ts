/** How many stations the landing page shows (its placeholders are drawn before the data layer). */
export const POPULAR_STATION_COUNT = 8;
