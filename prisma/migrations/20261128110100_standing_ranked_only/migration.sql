-- The points boards rank only pickers above 0 in the period (their queries say so), so their indexes hold only those:
-- a settled loss that leaves a slot at 0 points (a new picker, a day of losses, a loser counted by the closing-line
-- roll-up) adds no entry to those indexes, and the indexes shrink by every picker without points.
-- (schema.prisma declares the columns; Prisma cannot express the predicate.)
DROP INDEX "Standing_points_userId_idx";
DROP INDEX "Standing_day_dayPoints_userId_idx";
DROP INDEX "Standing_week_weekPoints_userId_idx";
DROP INDEX "Standing_month_monthPoints_userId_idx";
CREATE INDEX "Standing_points_userId_idx" ON "Standing"("points" DESC, "userId") WHERE "points" > 0;
CREATE INDEX "Standing_day_dayPoints_userId_idx" ON "Standing"("day", "dayPoints" DESC, "userId") WHERE "dayPoints" > 0;
CREATE INDEX "Standing_week_weekPoints_userId_idx" ON "Standing"("week", "weekPoints" DESC, "userId") WHERE "weekPoints" > 0;
CREATE INDEX "Standing_month_monthPoints_userId_idx" ON "Standing"("month", "monthPoints" DESC, "userId") WHERE "monthPoints" > 0;
