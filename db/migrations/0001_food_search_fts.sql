-- Full-text search over food names (FTS5, external content = foods).
-- foods_fts holds USDA generic foods (small, ranked with bm25 and tie-breakers);
-- products_fts holds Open Food Facts products (large, scanned in rowid order, which the
-- importer makes shortest-name-first). Custom foods are searched per owner with LIKE.
-- porter stemming makes 'bananas' find 'banana'; remove_diacritics folds 'crème' to 'creme'.
CREATE VIRTUAL TABLE `foods_fts` USING fts5(name, content='foods', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(name, content='foods', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2', detail='none');
