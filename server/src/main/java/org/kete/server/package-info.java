/**
 * The web platform: the JSON API of docs/api.md over HTTP and WebSocket (Javalin), persistence (H2 or
 * PostgreSQL through Flyway migrations), and the browser's static files from the jar's {@code /public}.
 * The database is the source of truth; a process keeps only caches and WebSocket listeners.
 */
package org.kete.server;
