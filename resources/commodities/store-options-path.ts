/** The merchant's stores to pick for partial public-library visibility (spec §4, §5). */
export const STORE_OPTIONS_PATH = '/api/stores/options';
