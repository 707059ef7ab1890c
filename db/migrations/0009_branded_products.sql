-- USDA Branded Foods join the Open Food Facts products (source 'branded'). A packaged product whose
-- values cannot be true is kept but never offered, and repeated brandless names are shown once:
-- `hidden` is NULL for a food search and barcode lookup show; 'impossible' (kcal above 900 per
-- 100 g, or protein + carbs + fat above 100 g per 100 g) for a row hidden from both; 'duplicate'
-- for a brandless product folded into another of the same name (left out of search, still found
-- by its barcode). The importer sets it (db/import/trust.ts) and indexes only rows where it is NULL.
ALTER TABLE `foods` ADD `hidden` text;
