-- Each member's closing-line value on their week card: how many of their settled picks had a closing price to compare
-- with, and the sum of those picks' CLV, so the week's average and the season's (sums over weeks) are exact.
ALTER TABLE "CardWeekResult" ADD COLUMN "clvPicks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "clvSum" DECIMAL(16,8) NOT NULL DEFAULT 0;
