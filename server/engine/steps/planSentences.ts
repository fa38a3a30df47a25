/**
 * The sentences of manual test plans, Gherkin and agent tasks written by QA people, as rewrites
 * into the step language that sentences.ts runs with its own, in this order. The rewrites live by
 * topic: pages and addresses (pageSentences.ts), data (dataSentences.ts), what is seen
 * (shownSentences.ts) and how an action is said (actionSentences.ts). Every pattern runs on the
 * text with quoted parts masked (quotes are never rewritten).
 */
import { adverb, calledSo, describedNeighbour, forWhat, kindTypo, ofOrdinalItem, onItemRow, pageObject, partFirst, periodInQuote, screenCorner, toolKeyword, withinQuoted } from './actionSentences.ts';
import { colonData, dataInBrackets, describedExample, labelValue, leaveAs, searchDescribed, selectUnder, typeAndSearch } from './dataSentences.ts';
import { addressAfterColon, afterDoing, appOpened, beginsAt, knownSite, loadsWith, myBrowser, navigatedToAddress, onPageLoosely, onTheUrl, pageDisplayed, pageNamed, pageOrPage, pageWithTitle, placeFirst, redirectionTo, seeTitle, siteBeforePage, staysOn, systemShows, urlExample, viewing } from './pageSentences.ts';
import { checkText, dialogPops, feedbackIs, messageExample, messageExplains, partShown, partShows, presenceOf, removedFrom, seeBefore, visibilityOf } from './shownSentences.ts';
import type { Rewrite } from './sentences.ts';

export const PLAN_SURE: Rewrite[] = [afterDoing, onPageLoosely, removedFrom, selectUnder, leaveAs, partFirst, typeAndSearch, dialogPops, myBrowser, withinQuoted, pageOrPage, feedbackIs, loadsWith, visibilityOf, messageExample, urlExample, pageObject, onItemRow, checkText, beginsAt, pageWithTitle, redirectionTo, appOpened, partShows, knownSite, describedExample, toolKeyword, kindTypo, pageNamed, staysOn, onTheUrl, navigatedToAddress, messageExplains, pageDisplayed, dataInBrackets, seeBefore, searchDescribed, presenceOf, seeTitle, placeFirst, addressAfterColon, colonData, systemShows, partShown, viewing, adverb, siteBeforePage];
export const PLAN_SURE_LAST: Rewrite[] = [labelValue];

export const PLAN_LOOSE: Rewrite[] = [screenCorner, forWhat, calledSo, describedNeighbour];
/** Other ways to read the whole text (each read besides it, never a base for further rewrites). */
export const PLAN_OTHER_WAYS: Rewrite[] = [ofOrdinalItem, periodInQuote];
