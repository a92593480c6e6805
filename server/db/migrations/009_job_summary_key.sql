-- A job's summary ("8 rows exported.") as message parts, each a catalogue key and its parameters
-- ([{"key": "jobs.exported", "params": {"count": 8}}]), so the job centre shows it in the
-- reader's language rather than in the one the job was started in. Jobs finished before this
-- keep their text in `message` and a null summary: that text is shown as it was written.
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS summary jsonb;
