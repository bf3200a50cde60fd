/**
 * How many case studies and metrics the showcase widgets show (SPEC 9). A module of their own so a
 * widget can read its limit without bringing the rest of the case-study view rules along.
 */
/** SPEC 9: the home 'See our work' shows at most 6 featured case studies. */
export const HOME_FEATURED_LIMIT = 6;
/** SPEC 9: the featured carousel uses at most 5 case studies. */
export const CAROUSEL_LIMIT = 5;
/** SPEC 9: the carousel shows at most 4 metrics. */
export const CAROUSEL_METRIC_LIMIT = 4;
/** The list page's cards show the first three metrics, the detail page all of them. */
export const LIST_CARD_METRIC_LIMIT = 3;
