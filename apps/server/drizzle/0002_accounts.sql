-- Placeholder: filled by the feature that owns it (migrations are squashed before release).
SELECT 1;
