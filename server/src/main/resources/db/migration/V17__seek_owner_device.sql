-- The browser a seek was posted from (the SHA-256 of its device cookie, kete_device): a guest who accepts a seek
-- from the browser that posted it is its owner, whatever lobby connection the request names (docs/security.md).
ALTER TABLE seeks ADD COLUMN owner_device VARCHAR(64);
