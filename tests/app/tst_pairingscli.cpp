// `ratingdesk-cli pairings check` and `pairings next` as a director runs them on a TRF file:
// the next round in the FIDE programs' format, players who withdrew or announced an absence
// left out, and a file that contradicts itself refused with the line, nothing written.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// The command line run with `arguments`; in the language `lang` (LANG) when one is given.
Run cli(const QStringList &arguments, const QString &lang = {})
{
    QProcess process;
    if (!lang.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char *name : { "LANGUAGE", "LC_ALL", "LC_MESSAGES" })
            environment.remove(QLatin1String(name));
        environment.insert(QStringLiteral("LANG"), lang);
        process.setProcessEnvironment(environment);
    }
    process.start(
        QStringLiteral(RD_CLI_PATH), QStringList { QStringLiteral("pairings") } + arguments);
    process.waitForFinished(30000);
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

// A 001 line in TRF's columns: start number 5-8, name 15-47, points 81-84, rank 86-89, the
// round cells ("   4 w 1") from column 92, ten columns each.
QByteArray playerLine(int number, const QString &name, const QString &points, const QString &rank,
    const QStringList &cells)
{
    QString line = QStringLiteral("001 %1      %2").arg(number, 4).arg(name).leftJustified(80);
    line += points.rightJustified(4) + QLatin1Char(' ') + rank.rightJustified(4)
        + QStringLiteral("  ");
    for (const QString &cell : cells)
        line += cell.leftJustified(10);
    return line.trimmed().toUtf8();
}

// Six made-up players after round 1 of 5, paired by the Dutch system with white for the first
// (S1 = 1 2 3 against S2 = 4 5 6, 5.2.5): 1 beat 4, 2 beat 5, 3 and 6 drew. Line 1 is 012, line
// 2 names the system, the players are on lines 3 to 8 (start number + 2).
struct Event {
    QString system = QStringLiteral("092 FIDE_DUTCH_2025");
    QStringList points { "1.0", "1.0", "0.5", "0.0", "0.0", "0.5" };
    QStringList ranks { "1", "2", "3", "5", "6", "4" };
    QList<QStringList> cells { { "   4 w 1" }, { "   5 b 1" }, { "   6 w =" }, { "   1 b 0" },
        { "   2 w 0" }, { "   3 b =" } };
    QStringList after; // records after the players
    QByteArray lineEnd = "\r\n";

    QByteArray text() const
    {
        static const QStringList names { QStringLiteral("Köhler, Jana"),
            QStringLiteral("Brandt, Uwe"), QStringLiteral("Özdemir, Selin"),
            QStringLiteral("Weiß, Tobias"), QStringLiteral("Müller, Jörg"),
            QStringLiteral("Müller, Jürgen") };
        QByteArray bytes = "012 Vereinsopen Lübeck 2026" + lineEnd + system.toUtf8() + lineEnd;
        for (int i = 0; i < 6; ++i)
            bytes += playerLine(i + 1, names[i], points[i], ranks[i], cells[i]) + lineEnd;
        for (const QString &record : after)
            bytes += record.toUtf8() + lineEnd;
        return bytes;
    }
};

QString written(const QTemporaryDir &dir, const QByteArray &content)
{
    const QString path = dir.filePath(QStringLiteral("event.trf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestPairingsCli : public QObject {
    Q_OBJECT

private slots:
    // Round 2 of the event (worked out by hand, C.04.3): bracket 1 is 1 and 2; 1 had white and
    // wants black, 2 the other way round (5.2.1): 2-1. 3 and 6 (½) have met, so both float to
    // bracket 0: S1 = {3, 6}, S2 = {4, 5}; 3 (had white) and 4 (had black) get their wishes,
    // 4-3, as do 6 and 5: 6-5. Board order: the 1-point board, then the higher-ranked 3's.
    // `check` re-pairs round 1 of the file and finds it the same.
    void pairsTheNextRoundAndChecksTheFile()
    {
        QTemporaryDir dir;
        const QString file = written(dir, Event().text());
        const Run next = cli({ QStringLiteral("next"), file });
        QCOMPARE(next.err, QString());
        QCOMPARE(next.exitCode, 0);
        QCOMPARE(next.out, QStringLiteral("3\n2 1\n4 3\n6 5\n"));
        const Run check = cli({ QStringLiteral("check"), file });
        QCOMPARE(check.exitCode, 0);
        QCOMPARE(check.out, QStringLiteral("checked 1 rounds: 0 differ\n"));
    }

    // --explain: round 2 as above, the pairing as without it, then a line for each board in
    // the user's language. 1 and 2 are paired in the 1-point group in rank order, each with
    // the colour he prefers (5.2.1: 1 had white, 2 black). 3 and 6 met in round 1, so neither
    // may meet the other (C1) and both float down from the ½-point group to meet 4 and 5, who
    // float up; each gets the colour he prefers (3 and 5 had white, 4 and 6 black). The two
    // Müllers are named in full, the others by their surnames.
    void explainsEachBoard_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("explanation");
        QTest::newRow("English") << QStringLiteral("en_GB.UTF-8")
                                 << QStringLiteral(
                                        "Board 1 (Brandt – Köhler): Paired in the 1-point group "
                                        "in rank order, upper half against lower half (Art. 3). "
                                        "Colours: both get the colour they prefer (5.2.1).\n"
                                        "Board 2 (Weiß – Özdemir): Özdemir floats down from the "
                                        "½-point group, as no one in the ½-point group may "
                                        "still meet him (C1, C3); Weiß floats up from the "
                                        "0-point group to meet him. Colours: both get the "
                                        "colour they prefer (5.2.1).\n"
                                        "Board 3 (Müller, Jürgen – Müller, Jörg): Müller, "
                                        "Jürgen floats down from the ½-point group, as no one in "
                                        "the ½-point group may still meet him (C1, C3); Müller, "
                                        "Jörg floats up from the 0-point group to meet him. "
                                        "Colours: both get the colour they prefer (5.2.1).\n");
        QTest::newRow("German") << QStringLiteral("de_DE.UTF-8")
                                << QStringLiteral(
                                       "Brett 1 (Brandt – Köhler): Gepaart in der Punktgruppe 1 "
                                       "in der Rangfolge, obere Hälfte gegen untere Hälfte "
                                       "(Art. 3). Farben: beide bekommen die Farbe, die sie "
                                       "bevorzugen (5.2.1).\n"
                                       "Brett 2 (Weiß – Özdemir): Özdemir floatet aus der "
                                       "Punktgruppe ½ nach unten, weil niemand in der "
                                       "Punktgruppe ½ noch gegen ihn spielen darf (C1, C3); Weiß "
                                       "floatet aus der Punktgruppe 0 nach oben zu ihm. Farben: "
                                       "beide bekommen die Farbe, die sie bevorzugen (5.2.1).\n"
                                       "Brett 3 (Müller, Jürgen – Müller, Jörg): Müller, Jürgen "
                                       "floatet aus der Punktgruppe ½ nach unten, weil niemand "
                                       "in der Punktgruppe ½ noch gegen ihn spielen darf (C1, "
                                       "C3); Müller, Jörg floatet aus der Punktgruppe 0 nach "
                                       "oben zu ihm. Farben: beide bekommen die Farbe, die sie "
                                       "bevorzugen (5.2.1).\n");
    }

    void explainsEachBoard()
    {
        QFETCH(QString, lang);
        QFETCH(QString, explanation);
        QTemporaryDir dir;
        const QString file = written(dir, Event().text());
        const Run plain = cli({ QStringLiteral("next"), file }, lang);
        QCOMPARE(plain.out, QStringLiteral("3\n2 1\n4 3\n6 5\n"));
        const Run next = cli({ QStringLiteral("next"), file, QStringLiteral("--explain") }, lang);
        QCOMPARE(next.err, QString());
        QCOMPARE(next.exitCode, 0);
        QCOMPARE(next.out, plain.out + explanation);
        // With -o the pairing goes to the file, the explanation to the terminal.
        const QString out = dir.filePath(QStringLiteral("round2.txt"));
        const Run written = cli({ QStringLiteral("next"), file, QStringLiteral("--explain"),
                                    QStringLiteral("-o"), out },
            lang);
        QCOMPARE(written.out, explanation);
        QFile pairing(out);
        QVERIFY(pairing.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(pairing.readAll()), plain.out);
    }

    // --explain on round 3 of five players (142 5). Round 1: 4-1 0-1, 3-2 0-1, 5 the bye;
    // round 2: 5-1 0-1, 3-4 1-0, 2 the bye. Schulz (1, 2 points) had black twice running:
    // absolute white (1.7; his colour difference, -2, says so too, and the explanation names the
    // two Blacks in a row); Meyer (2, 2 points) black once: strong white. They have not met: paired
    // in the 2-point group, Schulz gets white as his preference is stronger (5.2.2), Meyer not his
    // strong preference (C12, C13). Weber (3, 1 point, white twice: absolute black) and Hoffmann
    // (5, 1 point, white once: strong black) likewise: Weber gets black (5.2.2). Krause (4,
    // 0 points) is alone in the lowest group and has had no bye: the bye (C2, C5).
    void explainsColoursAndTheBye_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("explanation");
        QTest::newRow("English")
            << QStringLiteral("en_GB.UTF-8")
            << QStringLiteral(
                   "Board 1 (Schulz – Meyer): Paired in the 2-point group in rank order, upper "
                   "half against lower half (Art. 3). Colours: Schulz gets White, his colour "
                   "preference is stronger (absolute: two Blacks in a row) (5.2.2). Accepted: "
                   "Meyer does not get his strong colour preference (C12, C13).\n"
                   "Board 2 (Hoffmann – Weber): Paired in the 1-point group in rank order, upper "
                   "half against lower half (Art. 3). Colours: Weber gets Black, his colour "
                   "preference is stronger (absolute: two Whites in a row) (5.2.2). Accepted: "
                   "Hoffmann does not get his strong colour preference (C12, C13).\n"
                   "Bye to Krause: lowest score group (score 0), lowest rank in it, has not had "
                   "a bye nor scored a win without playing (C2, C5).\n");
        QTest::newRow("German")
            << QStringLiteral("de_DE.UTF-8")
            << QStringLiteral(
                   "Brett 1 (Schulz – Meyer): Gepaart in der Punktgruppe 2 in der Rangfolge, "
                   "obere Hälfte gegen untere Hälfte (Art. 3). Farben: Schulz bekommt Weiß, seine "
                   "Farbpräferenz ist stärker (absolut: zweimal Schwarz in Folge) (5.2.2). In Kauf "
                   "genommen: Meyer bekommt seine starke Farbpräferenz nicht (C12, C13).\n"
                   "Brett 2 (Hoffmann – Weber): Gepaart in der Punktgruppe 1 in der Rangfolge, "
                   "obere Hälfte gegen untere Hälfte (Art. 3). Farben: Weber bekommt Schwarz, "
                   "seine Farbpräferenz ist stärker (absolut: zweimal Weiß in Folge) (5.2.2). In "
                   "Kauf genommen: Hoffmann bekommt seine starke Farbpräferenz nicht (C12, "
                   "C13).\n"
                   "Freilos für Krause: niedrigste Punktgruppe (Punktzahl 0), niedrigster Rang "
                   "darin, hatte noch kein Freilos und keinen kampflosen Sieg (C2, C5).\n");
    }

    void explainsColoursAndTheBye()
    {
        QFETCH(QString, lang);
        QFETCH(QString, explanation);
        const QByteArray lineEnd = "\n";
        QByteArray text = "012 Sommeropen Kiel 2026" + lineEnd + "092 FIDE_DUTCH_2025" + lineEnd
            + "142 5" + lineEnd;
        const QStringList names { QStringLiteral("Schulz, Jan"), QStringLiteral("Meyer, Anna"),
            QStringLiteral("Weber, Lars"), QStringLiteral("Krause, Eva"),
            QStringLiteral("Hoffmann, Till") };
        const QStringList points { "2.0", "2.0", "1.0", "0.0", "1.0" };
        const QStringList ranks { "1", "2", "3", "5", "4" };
        const QList<QStringList> cells { { "   4 b 1", "   5 b 1" }, { "   3 b 1", "0000 - U" },
            { "   2 w 0", "   4 w 1" }, { "   1 w 0", "   3 b 0" }, { "0000 - U", "   1 w 0" } };
        for (int i = 0; i < 5; ++i)
            text += playerLine(i + 1, names[i], points[i], ranks[i], cells[i]) + lineEnd;
        QTemporaryDir dir;
        const Run next = cli(
            { QStringLiteral("next"), written(dir, text), QStringLiteral("--explain") }, lang);
        QCOMPARE(next.err, QString());
        QCOMPARE(next.exitCode, 0);
        QCOMPARE(next.out, QStringLiteral("3\n1 2\n5 3\n4 0\n") + explanation);
    }

    // A file that ranks no one (every rank 0) has not withdrawn everyone: round 2 as above.
    void aFileWithoutRanksWithdrawsNoOne()
    {
        Event unranked;
        unranked.ranks.fill(QStringLiteral("0"));
        QTemporaryDir dir;
        const Run next = cli({ QStringLiteral("next"), written(dir, unranked.text()) });
        QCOMPARE(next.exitCode, 0);
        QCOMPARE(next.out, QStringLiteral("3\n2 1\n4 3\n6 5\n"));
    }

    // JaVaFo's point system (XXS): with 3 points a win and 1 a draw the points column holds 3,
    // 1 and 0, and round 2 is the one worked out above. A system whose wins score differently
    // by colour cannot be paired, and the file is refused with the line.
    void readsJavafosPointSystem()
    {
        Event threeOneZero;
        threeOneZero.points = QStringList { "3.0", "3.0", "1.0", "0.0", "0.0", "1.0" };
        threeOneZero.after << QStringLiteral("XXS W=3 D=1");
        QTemporaryDir dir;
        Run next = cli({ QStringLiteral("next"), written(dir, threeOneZero.text()) });
        QCOMPARE(next.err, QString());
        QCOMPARE(next.out, QStringLiteral("3\n2 1\n4 3\n6 5\n"));
        threeOneZero.after = QStringList { QStringLiteral("XXS WW=3 BW=3.5 D=1") };
        const QString file = written(dir, threeOneZero.text());
        next = cli({ QStringLiteral("next"), file });
        QCOMPARE(next.err,
            file
                + QStringLiteral(": line 9: WW=3 and BW=3.5 score differently, but the pairing "
                                 "counts them alike\n"));
        QCOMPARE(next.exitCode, 2);
    }

    // A player who withdrew is paired no more: 6 leaves after round 1, announced by a 240 record
    // for round 2 (TRF-2026), by the absence written in his own cell of round 2 (as JaVaFo's
    // files hold it), or by the rank 0 TRF gives a withdrawn player. Five are left: 2-1 as
    // before; 3 alone at ½ floats to bracket 0, S1 = {3}, S2 = {4, 5}: 3 (had white) and 4 (had
    // black) get their wishes, 4-3, and 5, the last, gets the pairing-allocated bye.
    void leavesOutAPlayerWhoWithdrew_data()
    {
        QTest::addColumn<QByteArray>("trf");
        Event announced;
        announced.after << QStringLiteral("240 Z   2    6");
        QTest::newRow("240 record") << announced.text();
        Event cell;
        cell.cells[5] << QStringLiteral("0000 - Z");
        QTest::newRow("own cell") << cell.text();
        Event rank;
        rank.ranks[5] = QStringLiteral("0");
        QTest::newRow("rank 0") << rank.text();
    }

    void leavesOutAPlayerWhoWithdrew()
    {
        QFETCH(QByteArray, trf);
        QTemporaryDir dir;
        const Run next = cli({ QStringLiteral("next"), written(dir, trf) });
        QCOMPARE(next.err, QString());
        QCOMPARE(next.exitCode, 0);
        QCOMPARE(next.out, QStringLiteral("3\n2 1\n4 3\n5 0\n"));
    }

    // A file that contradicts itself or names another system is refused by both commands with
    // a sentence naming the line; `next -o` writes nothing.
    void refusesABadFileNamingTheLine_data()
    {
        QTest::addColumn<QByteArray>("trf");
        QTest::addColumn<QString>("sentence");
        Event points;
        points.points[0] = QStringLiteral("0.0"); // 1 won his game
        const QString pointsSentence
            = QStringLiteral("line 3: player 1 has 0.0 points, but the results give 1.0");
        QTest::newRow("points contradict the results") << points.text() << pointsSentence;
        points.lineEnd = "\r"; // as bbpPairings ends its lines
        QTest::newRow("points contradict the results, CR") << points.text() << pointsSentence;
        points.lineEnd = "\n";
        QTest::newRow("points contradict the results, LF") << points.text() << pointsSentence;
        Event twice;
        twice.cells[2] = QStringList { QStringLiteral("   2 w =") }; // 2 played 5
        QTest::newRow("paired twice in a round")
            << twice.text()
            << QStringLiteral("line 5, round 1: player 3 is paired against 2, but 2 against 5");
        Event byeAndGame;
        byeAndGame.after << QStringLiteral("240 H   1    4");
        QTest::newRow("a bye announced for a round played")
            << byeAndGame.text()
            << QStringLiteral("line 9: player 4 has a bye announced for round 1, but line 6 pairs "
                              "him against 1 in that round");
        Event burstein;
        burstein.system = QStringLiteral("192 FIDE_BURSTEIN");
        QTest::newRow("another system")
            << burstein.text()
            << QStringLiteral("line 2: the pairing system \"FIDE_BURSTEIN\" is not the FIDE Dutch "
                              "system (FIDE_DUTCH_2025), the only one this program pairs");
        Event baku;
        baku.system = QStringLiteral("192 FIDE_DUTCH_2025_BAKU");
        QTest::newRow("Baku without virtual points")
            << baku.text()
            << QStringLiteral("line 2: the pairing system \"FIDE_DUTCH_2025_BAKU\" accelerates the "
                              "pairing, but no 250 record gives the virtual points and the players "
                              "who get them");
    }

    void refusesABadFileNamingTheLine()
    {
        QFETCH(QByteArray, trf);
        QFETCH(QString, sentence);
        QTemporaryDir dir;
        const QString file = written(dir, trf);
        const QString out = dir.filePath(QStringLiteral("round2.txt"));
        const QString expected = file + QStringLiteral(": ") + sentence + QLatin1Char('\n');
        for (const QStringList &arguments : { QStringList { QStringLiteral("check"), file },
                 QStringList { QStringLiteral("next"), file, QStringLiteral("-o"), out } }) {
            const Run run = cli(arguments);
            QCOMPARE(run.err, expected);
            QCOMPARE(run.out, QString());
            QCOMPARE(run.exitCode, 2);
        }
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestPairingsCli)
#include "tst_pairingscli.moc"
