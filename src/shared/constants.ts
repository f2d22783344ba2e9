/** Business constants and timings of the specification (§9), in one place. */

export const ROUTE_INDICATOR_MS = 300;
export const SIDEBAR_WIDTH_PX = 280;
export const DEFAULT_CENTER_PANEL = 'home';

export const AI_INACTIVITY_BEFORE_ADS_MS = 10_000;
export const AI_AD_ROTATION_MS = 5_000;
export const AI_DEMO_NOTIFICATION_MS = 7_000;
export const AI_NOTIFICATION_DISMISS_MS = 5_000;
export const AI_MAX_VISIBLE_NOTIFICATIONS = 3;
export const AI_HINT_ROTATION_MS = 4_000;
export const AI_PANEL_HEIGHT_PX = 600;

export const CAROUSEL_AUTO_ADVANCE_MS = 4_000;
export const CAROUSEL_DRAG_THROTTLE_MS = 80;
export const CAROUSEL_RESTART_AFTER_DRAG_MS = 4_000;
export const CAROUSEL_TRACK_PX = 96;
export const CAROUSEL_THUMB_PX = 24;
export const CAROUSEL_HEIGHT_PX = 6;
export const POPUP_IMAGE_BOX_PX = 384;
/** The popup photo's width on screen, for its `sizes` (and the product link's preload of it, decision 075). */
export const POPUP_PHOTO_SIZES = '(min-width: 640px) 512px, 100vw';

export const DEFAULT_PRODUCT_RATING = 4.5;

/** Upper bound on saved themes, so local storage and the store payload stay small. */
export const MAX_SAVED_THEMES = 50;

export const AUTH_REFRESH_TICK_MS = 30_000;
export const AUTH_REFRESH_THRESHOLD_TICKS = 3;
export const AUTH_RETRY_BACKOFF_START_MS = 200;

export const ATTRIBUTION_DAYS = 30;

/** At most this many of one listing in an order (and in a cart line). */
export const MAX_LINE_QUANTITY = 10;
/** At most this many different listings in one order or cart. */
export const MAX_ORDER_LINES = 30;
/** The most one order may total: ₹1,00,00,000 (orders store totals as PostgreSQL integers). */
export const MAX_ORDER_TOTAL_PAISE = 1_000_000_000;

/** At most this many products in one saved or liked list. */
export const MAX_LIST_ENTRIES = 200;

/** Sales a store needs for the Top Seller badge. */
export const TOP_SELLER_SALES = 100;
