/** Wording the screens share when a call never got an answer (network down, time-out). */
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
