/**
 * The sentences of manual test plans, Gherkin and agent tasks written by QA people, as rewrites
 * into the step language that sentences.ts runs with its own, in this order. The rewrites live by
 * topic: pages and addresses (pageSentences.ts), data (dataSentences.ts), what is seen
 * (shownSentences.ts) and how an action is said (actionSentences.ts). Every pattern runs on the
 * text with quoted parts masked (quotes are never rewritten).
 */
import { ableTo, adverb, andNote, conditionAfter, attemptTo, fieldOnly, firstOfNames, labeledKind, ofThePage, browserBack, calledSo, changeTo, forNamedProduct, linkTo, pressOr, selectorInBrackets, toggleOn, describedNeighbour, forWhat, kindTypo, ofOrdinalItem, onItemRow, pageObject, partFirst, periodInQuote, screenCorner, toolKeyword, withinQuoted } from './actionSentences.ts';
import { addTyped, asAData, bracketDataInto, optionThenKindClicked, selectThenKind, clickFromDropdown, colonData, dataInBrackets, dataNamedTwice, describedExample, enterNothing, labelValue, leaveAs, searchDescribed, selectUnder, setAsTyped, typeAndSearch } from './dataSentences.ts';
import { addressAfterColon, afterDoing, stateAfterPage, stateBeforePage, afterLogin, pageRemains, reloadNamed, pathAsPage, returnTo, siteOpened, appOpened, beginsAt, knownSite, loadsWith, myBrowser, navigatedToAddress, onPageLoosely, onTheUrl, pageDisplayed, pageNamed, pageOrPage, pageWithTitle, placeFirst, redirectionTo, redirectsTo, seeTitle, siteBeforePage, staysOn, systemShows, urlExample, viewing } from './pageSentences.ts';
import { appearsStating, assertIs, bareMessage, kindPresent, linkToShown, messageStates, checkText, firstOfTexts, seeInPath, showsText, dialogPops, displayedShouldBe, labelledMessage, locateNamed, removedNotSeen, errorFor, feedbackIs, itemShown, messageExample, messageExplains, pageHas, partShown, partShows, presenceOf, readText, removedFrom, seeBefore, seeInKind, thereIsKind, titleIs, validateShouldBe, visibilityOf } from './shownSentences.ts';
import type { Rewrite } from './sentences.ts';

export const PLAN_SURE: Rewrite[] = [firstOfNames, fieldOnly, ableTo, andNote, stateAfterPage, stateBeforePage, labeledKind, bracketDataInto, linkToShown, appearsStating, kindPresent, reloadNamed, messageStates, attemptTo, pathAsPage, siteOpened, pageRemains, bareMessage, seeInPath, showsText, firstOfTexts, toggleOn, pressOr, selectorInBrackets, browserBack, changeTo, forNamedProduct, assertIs, displayedShouldBe, labelledMessage, locateNamed, returnTo, linkTo, readText, thereIsKind, errorFor, seeInKind, pageHas, checkText, validateShouldBe, titleIs, redirectsTo, afterLogin, asAData, clickFromDropdown, enterNothing, addTyped, afterDoing, onPageLoosely, removedFrom, selectUnder, leaveAs, partFirst, typeAndSearch, dialogPops, myBrowser, withinQuoted, pageOrPage, feedbackIs, loadsWith, visibilityOf, messageExample, urlExample, pageObject, onItemRow, beginsAt, pageWithTitle, redirectionTo, appOpened, partShows, knownSite, describedExample, toolKeyword, kindTypo, pageNamed, staysOn, onTheUrl, navigatedToAddress, messageExplains, pageDisplayed, dataInBrackets, dataNamedTwice, seeBefore, searchDescribed, presenceOf, seeTitle, placeFirst, addressAfterColon, colonData, systemShows, partShown, viewing, adverb, siteBeforePage];
export const PLAN_SURE_LAST: Rewrite[] = [labelValue];

export const PLAN_LOOSE: Rewrite[] = [conditionAfter, ofThePage, screenCorner, forWhat, calledSo, describedNeighbour];
/** Other ways to read the whole text (each read besides it, never a base for further rewrites). */
export const PLAN_OTHER_WAYS: Rewrite[] = [selectThenKind, optionThenKindClicked, ofOrdinalItem, periodInQuote, setAsTyped, itemShown, removedNotSeen];
