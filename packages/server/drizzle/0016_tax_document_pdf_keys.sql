-- Issue 34 item 2: the file sweep keeps every file a tax document's pdf_key names (an issued document's
-- PDF is kept byte for byte); it looks its pending keys up here, as it does a media file's or a logo's.
CREATE UNIQUE INDEX "tax_documents_pdf_key_unique" ON "tax_documents" USING btree ("pdf_key") WHERE "tax_documents"."pdf_key" is not null;
