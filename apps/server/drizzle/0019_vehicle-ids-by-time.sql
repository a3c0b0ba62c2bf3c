-- Vehicle ids ordered by time (UUIDv7, RFC 9562): the first 48 bits are the milliseconds since 1970,
-- the rest random (from gen_random_uuid, whose version bits 0100 become 0111). Every order of the
-- vehicle list ends on the id; with random ids, vehicles added on the same day listed "newest first"
-- in no order at all. PostgreSQL 18 has uuidv7() built in; this one also runs on the older servers a
-- DATABASE_URL may name. Ids given before stay as they are (an id is never rewritten).
CREATE FUNCTION "kontor_uuid_v7"() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(
      set_bit(
        overlay(uuid_send(gen_random_uuid())
          PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
          FROM 1 FOR 6),
        52, 1),
      53, 1),
    'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "id" SET DEFAULT kontor_uuid_v7();