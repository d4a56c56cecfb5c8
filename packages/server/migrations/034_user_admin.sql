-- Issue 20 (users): blocking, guests and invitations.
-- A blocked user cannot sign in and no session of theirs is accepted (auth checks blocked_at).
ALTER TABLE app_user ADD COLUMN blocked_at timestamptz;
-- Set at every sign-in: a user who never signed in (NULL) is a guest, and only a guest may be deleted.
ALTER TABLE app_user ADD COLUMN last_signed_in_at timestamptz;
UPDATE app_user u SET last_signed_in_at = s.latest
  FROM (SELECT user_id, max(created_at) AS latest FROM user_session GROUP BY user_id) s
 WHERE s.user_id = u.id;

-- A one-time set-password link for an invited user. Only the SHA-256 of its token is kept, as for
-- sessions; using it (or inviting again) ends it.
CREATE TABLE user_invitation (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_invitation_user_idx ON user_invitation (user_id);
