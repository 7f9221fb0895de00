/** The chart's days, today's included. */
export const DASHBOARD_DAYS = 30;

/** How many entries each of the dashboard's lists shows: a glance, with a link to the full page. */
export const DASHBOARD_LIST_LENGTH = 5;
