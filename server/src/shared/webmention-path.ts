/** Where Webmentions are received: the endpoint every public page advertises. */
export const WEBMENTION_PATH = "/webmention";
