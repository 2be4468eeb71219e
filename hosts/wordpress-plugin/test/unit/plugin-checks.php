<?php
/**
 * `php test/unit/plugin-checks.php`: what the shortcode, the block and the settings make of their
 * input, without WordPress (wp-stubs.php). Prints one line per failed check; exits 1 if any failed.
 *
 * @package Showroom
 */

require __DIR__ . '/wp-stubs.php';
define( 'SHOWROOM_PLUGIN_DIR', dirname( __DIR__, 2 ) . '/plugin' );
foreach ( array( 'widgets', 'settings', 'embed-tag', 'widget-renderer', 'shortcode', 'block' ) as $file ) {
	require SHOWROOM_PLUGIN_DIR . '/includes/' . $file . '.php';
}

$failures = 0;
$checks   = 0;
function check( $name, $actual, $expected ) {
	global $failures, $checks;
	++$checks;
	if ( $actual !== $expected ) {
		++$failures;
		echo "✖ $name\n  expected: " . var_export( $expected, true ) . "\n  actual:   " . var_export( $actual, true ) . "\n";
	}
}

function printed( $callback ) {
	ob_start();
	$callback();
	return ob_get_clean();
}

// The shortcode: the widget's element, wide by default.
check(
	'catalog with its category',
	showroom_shortcode( array( 'catalog', 'category' => 'tile-flooring' ) ),
	'<div class="showroom-widget alignwide"><showroom-catalog category="tile-flooring"></showroom-catalog></div>'
);
check( 'the whole store', showroom_shortcode( array( 'store' ) ), '<div class="showroom-widget alignwide"><showroom-store></showroom-store></div>' );
check(
	'cart button, full width',
	showroom_shortcode( array( 'cart-button', 'align' => 'full' ) ),
	'<div class="showroom-widget alignfull"><showroom-cart-button></showroom-cart-button></div>'
);
check( 'no alignment', showroom_shortcode( array( 'cart', 'align' => 'none' ) ), '<div class="showroom-widget"><showroom-cart></showroom-cart></div>' );
check(
	'an unknown alignment is wide',
	showroom_shortcode( array( 'checkout', 'align' => '" onmouseover="x' ) ),
	'<div class="showroom-widget alignwide"><showroom-checkout></showroom-checkout></div>'
);
check( 'the widget name is not case-sensitive', showroom_shortcode( array( 'Visualizer' ) ), '<div class="showroom-widget alignwide"><showroom-visualizer></showroom-visualizer></div>' );

// Attributes: only the widget's own, escaped.
check(
	'attributes of other widgets and event handlers are left out',
	showroom_shortcode( array( 'catalog', 'hash' => 'abc', 'onclick' => 'steal()', 'style' => 'x', 'category' => 'tiles' ) ),
	'<div class="showroom-widget alignwide"><showroom-catalog category="tiles"></showroom-catalog></div>'
);
check(
	'a value cannot close the attribute or open a tag',
	showroom_shortcode( array( 'product', 'hash' => 'a"b\' onload=alert(1) <script>alert(2)</script>' ) ),
	'<div class="showroom-widget alignwide"><showroom-product hash="a&quot;b&#039; onload=alert(1)"></showroom-product></div>'
);
check(
	'a visualizer keeps template and plan, in its own order',
	showroom_widget_element( 'visualizer', array( 'plan' => 'p1', 'template' => 't&2' ) ),
	'<showroom-visualizer template="t&amp;2" plan="p1"></showroom-visualizer>'
);
check(
	'a visualizer opens a saved design by its address',
	showroom_widget_element( 'visualizer', array( 'page' => '/visualize?template=2&plan=5', 'product' => 'ab12' ) ),
	'<showroom-visualizer product="ab12" page="/visualize?template=2&amp;plan=5"></showroom-visualizer>'
);
check(
	'the account and the checkout open a screen of theirs',
	showroom_widget_element( 'account', array( 'page' => '/your_orders' ) ) . showroom_widget_element( 'checkout', array( 'page' => '/checkout-payment' ) ),
	'<showroom-account page="/your_orders"></showroom-account><showroom-checkout page="/checkout-payment"></showroom-checkout>'
);
check( 'an empty value is left out', showroom_widget_element( 'catalog', array( 'category' => '  ' ) ), '<showroom-catalog></showroom-catalog>' );
check( 'a non-text value is left out', showroom_widget_element( 'catalog', array( 'category' => array( 'x' ) ) ), '<showroom-catalog></showroom-catalog>' );

// An unknown widget: nothing for visitors, the list for editors, escaped.
check( 'unknown widget, visitor', showroom_shortcode( array( '<b>shop</b>' ) ), '' );
check( 'no widget, visitor', showroom_shortcode( '' ), '' );
$GLOBALS['showroom_test_can_edit'] = true;
check(
	'unknown widget, editor',
	0 === strpos( showroom_shortcode( array( '<b>shop</b>' ) ), '<p class="showroom-notice">Showroom has no widget &quot;&lt;b&gt;shop&lt;/b&gt;&quot;. Use one of: store, catalog, product,' ),
	true
);
$GLOBALS['showroom_test_can_edit'] = false;

// The block renders through the same renderer.
check(
	'block',
	showroom_render_block( array( 'widget' => 'catalog', 'elementAttributes' => array( 'category' => 'tile-flooring', 'x' => 'y' ) ) ),
	'<div class="wp-block-showroom-widget showroom-widget"><showroom-catalog category="tile-flooring"></showroom-catalog></div>'
);
check( 'block without a widget', showroom_render_block( array() ), '' );

// The Showroom ID rule (packages/contract: 8 letters and digits).
foreach ( array( 'HOMEPRO1' => true, 'studio88' => true, 'HOMEPRO' => false, 'HOMEPRO12' => false, 'HOME PR1' => false, "HOMEPRO1\n" => false, 'HOMEPRÖ1' => false ) as $id => $valid ) {
	check( "ID " . var_export( $id, true ), showroom_is_valid_id( (string) $id ), $valid );
}

// The platform's address: its https origin, http only on this computer.
foreach ( array(
	'https://showroom.example.com/showroom/' => 'https://showroom.example.com',
	'HTTPS://Showroom.Example.com:8443'      => 'https://showroom.example.com:8443',
	'http://localhost:8080'                  => 'http://localhost:8080',
	'http://127.0.0.1:4000/x'                => 'http://127.0.0.1:4000',
	'http://showroom.example.com'            => null,
	'javascript:alert(1)'                    => null,
	'https://user:secret@showroom.example.com' => null,
	'https://bad"host.example'               => null,
	'showroom.example.com'                   => null,
) as $typed => $origin ) {
	check( "platform $typed", showroom_platform_origin( $typed ), $origin );
}

// Settings: a bad value keeps the saved one and says why.
$GLOBALS['showroom_test_options']['showroom_settings'] = array( 'showroom_id' => 'HOMEPRO1', 'platform_url' => 'https://a.example' );
check(
	'valid settings are saved clean',
	showroom_sanitize_settings( array( 'showroom_id' => ' STUDIO88 ', 'platform_url' => 'https://b.example/showroom' ) ),
	array( 'showroom_id' => 'STUDIO88', 'platform_url' => 'https://b.example' )
);
check( 'no error for valid settings', $GLOBALS['showroom_test_errors'], array() );
check(
	'invalid settings keep what was saved',
	showroom_sanitize_settings( array( 'showroom_id' => 'HOME"PRO', 'platform_url' => 'http://b.example' ) ),
	array( 'showroom_id' => 'HOMEPRO1', 'platform_url' => 'https://a.example' )
);
check(
	'and say why',
	$GLOBALS['showroom_test_errors'],
	array(
		'showroom_id: Showroom IDs have 8 letters and digits.',
		'platform_url: The platform address must start with https:// (http:// only for localhost).',
	)
);

// The embed tag: whole, with the ID, only while an ID is saved.
check(
	'embed tag',
	showroom_embed_script_tag( '<script src="https://a.example/showroom/embed.js" id="showroom-embed-js"></script>', 'showroom-embed', 'https://a.example/showroom/embed.js' ),
	'<script src="https://a.example/showroom/embed.js" data-showroom="HOMEPRO1" async blocking="render"></script>' . "\n"
);
check( 'other scripts are left alone', showroom_embed_script_tag( '<script src="x.js"></script>', 'jquery', 'x.js' ), '<script src="x.js"></script>' );
check( 'embed address', showroom_embed_script_src(), 'https://a.example/showroom/embed.js' );
check( 'preconnect', printed( 'showroom_print_preconnect' ), '<link rel="preconnect" href="https://a.example" crossorigin="anonymous" />' . "\n" );
$GLOBALS['showroom_test_options']['showroom_settings'] = array( 'showroom_id' => '' );
check( 'no ID, no tag', showroom_embed_script_src(), null );
check( 'no ID, no preconnect', printed( 'showroom_print_preconnect' ), '' );
check( 'the default platform', showroom_settings()['platform_url'], 'http://localhost:8080' );

echo $failures ? "plugin checks: $failures of $checks failed\n" : "plugin checks: $checks passed\n";
exit( $failures ? 1 : 0 );
