-- At most one announcement is active at a time: no two periods overlap (docs/decisions/012).
-- Checked inside every write, so two saves at the same moment cannot both pass; the Worker
-- turns the abort into an Indonesian message naming the other announcement.
-- Periods are disjoint, so among those starting before the new end, only the latest can reach
-- past the new start: one step back along pengumuman_mulai_idx, whatever the table's size.
CREATE TRIGGER pengumuman_no_overlap_insert BEFORE INSERT ON pengumuman
WHEN (SELECT selesai FROM pengumuman WHERE mulai < NEW.selesai AND id <> NEW.id ORDER BY mulai DESC LIMIT 1) > NEW.mulai
BEGIN
  SELECT RAISE(ABORT, 'pengumuman_overlap');
END;--> statement-breakpoint
CREATE TRIGGER pengumuman_no_overlap_update BEFORE UPDATE OF mulai, selesai ON pengumuman
WHEN (SELECT selesai FROM pengumuman WHERE mulai < NEW.selesai AND id <> NEW.id ORDER BY mulai DESC LIMIT 1) > NEW.mulai
BEGIN
  SELECT RAISE(ABORT, 'pengumuman_overlap');
END;
