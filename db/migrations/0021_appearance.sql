-- Appearance: the colour theme a person chose in the profile's Settings. 'system' (the default)
-- follows the device's prefers-color-scheme; 'light' and 'dark' force one. The root renders it
-- as an attribute on <html>, so the chosen theme paints on the first frame, JavaScript or not.
ALTER TABLE `users` ADD `theme` text DEFAULT 'system' NOT NULL;
