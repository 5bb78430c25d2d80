-- A parlay's decimal odds from its legs' money lines, exactly: the product of the exact fractions
-- (1 + line/100, or 1 + 100/|line|) in integers, rounded once, half up, to the 4 stored places.
-- The same rule as parlayQuote (lib/domain/odds.ts); settlement re-prices a parlay with a pushed leg with it.
CREATE FUNCTION "parlay_decimal_odds"(lines integer[]) RETURNS numeric
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT round(div(20000 * f.num + f.den, 2 * f.den) / 10000, 4)
  FROM (
    SELECT
      numeric_product(CASE WHEN l > 0 THEN l + 100 ELSE 100 - l END::numeric) AS num,
      numeric_product(CASE WHEN l > 0 THEN 100 ELSE -l END::numeric) AS den
    FROM unnest(lines) AS l
  ) f
$$;
